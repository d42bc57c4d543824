import { Money } from '../../lib/decimal';
import type { Settlement } from '../../shared/contracts/clearloop';
import { isUnreadable, type Unreadable } from '../../shared/contracts/readable';

export interface TimelineEvent {
  label: string;
  at: string;
  /** The moment has passed. */
  reached: boolean;
}

export interface SettlementTimeline {
  events: TimelineEvent[];
  /** Timestamps the API did not send, by label. */
  missing: string[];
  /** Timestamps the API sent out of format: beside the timeline, not placed on it. */
  unreadable: { label: string; value: Unreadable }[];
  /** Completed after its deadline, or still open past it. */
  deadlineMissed: boolean;
}

/** The settlement's timestamps in the order they happen (ties keep the cycle's order). */
export function settlementTimelineOf(
  settlement: Settlement,
  nowMs: number,
  final: boolean,
): SettlementTimeline {
  const candidates = [
    { label: 'Cycle started', at: settlement.cycleStartTimestamp },
    { label: 'Cycle ended', at: settlement.cycleEndTimestamp },
    { label: 'Settlement created', at: settlement.createdAt },
    { label: 'Deadline', at: settlement.deadline },
    { label: 'Completed', at: settlement.completedAt },
  ];
  const unreadable = candidates.flatMap(({ label, at }) =>
    isUnreadable(at) ? [{ label, value: at }] : [],
  );
  const events = candidates
    .flatMap(({ label, at }) => (at === undefined || isUnreadable(at) ? [] : [{ label, at }]))
    .map((event, order) => ({ ...event, order }))
    .sort((a, b) => new Money(a.at).comparedTo(b.at) || a.order - b.order)
    .map(({ label, at }) => ({ label, at, reached: new Money(at).lte(nowMs) }));
  const missing = candidates.filter(({ at }) => at === undefined).map(({ label }) => label);
  const { deadline, completedAt } = settlement;
  // Only readable times are compared: an unreadable deadline or completion claims nothing.
  const deadlineMissed =
    deadline !== undefined &&
    !isUnreadable(deadline) &&
    !isUnreadable(completedAt) &&
    (completedAt !== undefined
      ? new Money(completedAt).gt(deadline)
      : !final && new Money(deadline).lt(nowMs));
  return { events, missing, unreadable, deadlineMissed };
}
