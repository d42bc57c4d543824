import { Text, Timeline } from '@mantine/core';
import { Timestamp } from '../../../components/timestamp';
import { parseEpochMs } from '../../../lib/time';
import type { Loan } from '../../../shared/contracts/loans';

interface TimelineEvent {
  label: string;
  at: number;
  by?: string | undefined;
  planned: boolean;
}

/** The loan's life from its timestamps, oldest first; dates still ahead are marked as planned. */
export function loanEvents(loan: Loan, now: number): TimelineEvent[] {
  const extra = loan.extra ?? {};
  const candidates: [string, string | undefined, string | undefined][] = [
    ['Created', loan.createdAt, loan.createdBy],
    ['Approved', extra.approvedAt, extra.approvedBy],
    ['Accepted', extra.acceptedAt, extra.acceptedBy],
    ['Start date', loan.startDate, undefined],
    ['Disbursed', extra.disbursedAt, undefined],
    ['Rejected', extra.rejectedAt, extra.rejectedBy],
    ['Cancelled', extra.cancelledAt, extra.cancelledBy],
    ['Defaulted', extra.defaultedAt, extra.defaultedBy],
    ['Repaid', extra.repaidAt, extra.repaidBy],
    ['Terminated', loan.terminatedAt, undefined],
    ['Maturity', loan.maturityDate, undefined],
  ];
  const events: TimelineEvent[] = [];
  for (const [label, value, by] of candidates) {
    const at = parseEpochMs(value);
    if (at !== null) events.push({ label, at, by, planned: at > now });
  }
  return events.sort((a, b) => a.at - b.at);
}

export function LoanTimeline({ loan, now }: { loan: Loan; now: number }) {
  const events = loanEvents(loan, now);
  const reached = events.filter((event) => !event.planned).length;
  if (events.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The loan carries no timestamps yet.
      </Text>
    );
  }
  return (
    <Timeline active={reached - 1} bulletSize={14} lineWidth={2}>
      {events.map((event) => (
        <Timeline.Item
          key={`${event.label}-${event.at}`}
          title={
            <Text size="sm" fw={600}>
              {event.label}
              {event.planned ? ' (planned)' : ''}
            </Text>
          }
        >
          <Timestamp value={String(event.at)} />
          {event.by ? (
            <Text size="xs" c="dimmed">
              by {event.by}
            </Text>
          ) : null}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
