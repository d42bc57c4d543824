import { Group, Text, Timeline } from '@mantine/core';
import { Timestamp } from '../../../components/timestamp';
import { parseEpochMs } from '../../../shared/epoch-ms';
import { UnreadableValue } from '../../../components/unreadable-value';
import type { Loan } from '../../../shared/contracts/loans';
import { PersonRef } from './party-refs';
import { isUnreadable, type Readable, type Unreadable } from '../../../shared/contracts/readable';

/** A lifecycle date the provider sent out of format: shown beside the timeline, not on it. */
export interface UnplacedEvent {
  label: string;
  value: Unreadable;
}

interface TimelineEvent {
  label: string;
  at: number;
  by?: string | undefined;
  planned: boolean;
}

/** The loan's life from its timestamps, oldest first; dates still ahead are marked as planned. */
export function loanEvents(
  loan: Loan,
  now: number,
): { events: TimelineEvent[]; unplaced: UnplacedEvent[] } {
  const extra = loan.extra ?? {};
  const candidates: [string, Readable<string> | undefined, string | undefined][] = [
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
  const unplaced: UnplacedEvent[] = [];
  for (const [label, value, by] of candidates) {
    if (isUnreadable(value)) {
      unplaced.push({ label, value });
      continue;
    }
    const at = parseEpochMs(value);
    if (at !== null) events.push({ label, at, by, planned: at > now });
  }
  return { events: events.sort((a, b) => a.at - b.at), unplaced };
}

export function LoanTimeline({ loan, now }: { loan: Loan; now: number }) {
  const { events, unplaced } = loanEvents(loan, now);
  const unplacedNote =
    unplaced.length === 0 ? null : (
      <Text size="sm" mt="xs">
        Not on the timeline, their dates could not be read:{' '}
        {unplaced.map((event, index) => (
          <span key={event.label}>
            {index > 0 ? ', ' : null}
            {event.label} <UnreadableValue value={event.value} label={event.label} />
          </span>
        ))}
      </Text>
    );
  const reached = events.filter((event) => !event.planned).length;
  if (events.length === 0) {
    return (
      <>
        <Text size="sm" c="dimmed">
          The loan carries no readable timestamps yet.
        </Text>
        {unplacedNote}
      </>
    );
  }
  return (
    <>
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
              <Group gap={4} wrap="nowrap">
                <Text size="xs" c="dimmed">
                  by
                </Text>
                <PersonRef userId={event.by} size="xs" />
              </Group>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
      {unplacedNote}
    </>
  );
}
