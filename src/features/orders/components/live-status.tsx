import { Group, Loader, Text } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import { useDocumentVisibility } from '@mantine/hooks';
import { ApiError } from '../../../shared/api-error';
import { liveStatus } from '../../../lib/live-status';
import { formatLocalDateTime } from '../../../lib/time';
import { useSyncExternalStore } from 'react';

/** True when the latest failure was the API's rate limit. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

/**
 * What the background refresh is doing, in words: live (changes arrive as events), polling
 * every few seconds (the stream is down), paused while hidden, or held back by the API's rate
 * limit (in which case the query's own backoff is retrying).
 */
export function LiveStatus({
  isFetching,
  failureReason,
  dataUpdatedAt,
  intervalSeconds,
}: {
  isFetching: boolean;
  failureReason: unknown;
  dataUpdatedAt: number;
  intervalSeconds: number;
}) {
  const visibility = useDocumentVisibility();
  // While the live stream is healthy, changes come as events and polling is only a safety net.
  const stream = useSyncExternalStore(liveStatus.subscribe, liveStatus.get);
  const updated = dataUpdatedAt > 0 ? formatLocalDateTime(dataUpdatedAt) : null;
  if (isRateLimited(failureReason) && isFetching) {
    // The app-wide banner shows the countdown; this says what it means for these rows.
    return (
      <Group gap={6} role="status" wrap="nowrap">
        <IconClockPause size={14} aria-hidden />
        <Text size="sm" fw={500} c="var(--status-text-orange)">
          Rate limited by the API, retrying automatically
          {updated ? `: the rows shown are from ${updated}` : ''}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} role="status" aria-live="polite" wrap="nowrap">
      {visibility === 'hidden' ? (
        <IconClockPause size={14} aria-hidden />
      ) : isFetching ? (
        <Loader size={12} aria-hidden />
      ) : null}
      <Text size="xs" c="dimmed">
        {visibility === 'hidden'
          ? 'Live refresh paused while this tab is hidden'
          : stream.state === 'live'
            ? `Live: changes arrive as they happen${updated ? `, last refreshed ${updated}` : ''}`
            : `Refreshes every ${intervalSeconds} s${updated ? `, last ${updated}` : ''}`}
      </Text>
    </Group>
  );
}
