import { Text, Tooltip } from '@mantine/core';
import { formatLocalDateTime, formatRelative, parseEpochMs } from '../lib/time';

/** Local date and time, with the relative time on hover. */
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
    <Tooltip label={formatRelative(epochMs)} openDelay={300}>
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        <time dateTime={new Date(epochMs).toISOString()}>{formatLocalDateTime(epochMs)}</time>
      </Text>
    </Tooltip>
  );
}
