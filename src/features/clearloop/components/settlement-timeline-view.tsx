import { Text, Timeline } from '@mantine/core';
import { Timestamp } from '../../../components/timestamp';
import { UnreadableValue } from '../../../components/unreadable-value';
import { formatRelative } from '../../../lib/time';
import type { SettlementTimeline } from '../settlement-timeline';

/** The settlement's timestamps in order; reached moments (all before the first unreached) are filled in. */
export function SettlementTimelineView({ timeline }: { timeline: SettlementTimeline }) {
  const lastReached = timeline.events.filter((event) => event.reached).length - 1;
  return (
    <>
      <Timeline active={lastReached} bulletSize={14} lineWidth={2} aria-label="Settlement timeline">
        {timeline.events.map((event) => (
          <Timeline.Item
            key={event.label}
            title={
              <Text size="sm" fw={600}>
                {event.label}
                {event.label === 'Deadline' && timeline.deadlineMissed ? (
                  <Text span size="sm" fw={700} c="var(--status-text-red)">
                    {' '}
                    (missed)
                  </Text>
                ) : null}
              </Text>
            }
          >
            <Timestamp value={event.at} />
            <Text size="xs" c="dimmed">
              {formatRelative(Number(event.at))}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      {timeline.unreadable.length > 0 ? (
        <Text size="xs" mt="sm">
          Not on the timeline, their times could not be read:{' '}
          {timeline.unreadable.map((entry, index) => (
            <span key={entry.label}>
              {index > 0 ? ', ' : null}
              {entry.label} <UnreadableValue value={entry.value} label={entry.label} />
            </span>
          ))}
        </Text>
      ) : null}
      {timeline.missing.length > 0 ? (
        <Text size="xs" c="dimmed" mt="sm">
          Not reported: {timeline.missing.join(', ').toLowerCase()}.
        </Text>
      ) : null}
    </>
  );
}
