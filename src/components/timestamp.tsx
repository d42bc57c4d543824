import { Text } from '@mantine/core';
import { formatLocalDateTime, formatRelative, parseEpochMs } from '../lib/time';

/**
 * Local date and time, with the relative time on hover. A native title, not a Mantine tooltip:
 * timestamps are on every page, and the tooltip's positioning code (floating-ui) would load
 * with each of them.
 */
export function Timestamp({ value }: { value: string | undefined }) {
  const epochMs = parseEpochMs(value);
  if (epochMs === null) {
    return (
      <Text span size="sm" c="dimmed">
        {value ? value : '—'}
      </Text>
    );
  }
  return (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }} title={formatRelative(epochMs)}>
      <time dateTime={new Date(epochMs).toISOString()}>{formatLocalDateTime(epochMs)}</time>
    </Text>
  );
}
