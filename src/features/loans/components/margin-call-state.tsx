import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { formatLocalDateTime, formatRelative } from '../../../lib/time';
import type { MarginCallState } from '../../../shared/loan-dates';
import { inWords } from '../loan-facts';

const stateWords: Record<MarginCallState['kind'], { label: string; tone: StatusTone }> = {
  open: { label: 'Margin call open', tone: 'action' },
  'deadline-passed': { label: 'Deadline passed, not met', tone: 'failure' },
  expired: { label: 'Margin call expired', tone: 'failure' },
  'closed-early': { label: 'Marked expired before its deadline', tone: 'failure' },
  met: { label: 'Margin call met', tone: 'success' },
  unknown: { label: 'Margin call', tone: 'neutral' },
};

/** A margin call's state in words, read from its status and deadline together. */
export function MarginCallStateBadge({ state }: { state: MarginCallState }) {
  const words = stateWords[state.kind];
  return state.kind === 'unknown' ? (
    <StatusBadge
      value={state.status}
      tone={undefined}
      label={`Margin call: ${inWords(state.status)}`}
    />
  ) : (
    <StatusBadge value={state.kind} tone={words.tone} label={words.label} />
  );
}

/** The deadline in words that agree with the state: "Deadline … (in 5 hours)", "Deadline passed …". */
export function marginCallDeadlineText(state: MarginCallState, now: number): string {
  if (state.kind === 'met') return 'Met';
  const deadline = state.deadline;
  if (deadline === null) return 'No deadline given';
  const when = `${formatLocalDateTime(deadline)} (${formatRelative(deadline, now)})`;
  if (state.kind === 'open') return `Deadline ${when}`;
  if (state.kind === 'closed-early') return `Deadline was still ahead: ${when}`;
  return `Deadline passed ${when}`;
}
