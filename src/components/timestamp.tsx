import {
  formatLocalDateTime,
  formatLocalDateTimeToMinute,
  formatRelative,
  parseEpochMs,
} from '../lib/time';
import { isUnreadable, type Readable } from '../shared/contracts/readable';
import text from './text-styles.module.css';
import { UnreadableValue } from './unreadable-value';

/**
 * Local date and time, with the relative time on hover. Plain spans and a native title rather
 * than Mantine Text and Tooltip: timestamps repeat in every table row, and the tooltip's
 * positioning code (floating-ui) would load with each page that shows one.
 */
export function Timestamp({
  value,
  toMinute = false,
  label = 'Time',
}: {
  value: Readable<string> | undefined;
  /** Drop the seconds (they stay in the title), where width is short. */
  toMinute?: boolean;
  /** The field's name, shown when the provider sent the time out of format. */
  label?: string;
}) {
  if (isUnreadable(value)) return <UnreadableValue value={value} label={label} />;
  const epochMs = parseEpochMs(value);
  if (epochMs === null) {
    return <span className={`${text.sm} ${text.dimmed}`}>{value ? value : '—'}</span>;
  }
  return (
    <span
      className={`${text.sm} ${text.nowrap}`}
      title={
        toMinute
          ? `${formatLocalDateTime(epochMs)}, ${formatRelative(epochMs)}`
          : formatRelative(epochMs)
      }
    >
      <time dateTime={new Date(epochMs).toISOString()}>
        {toMinute ? formatLocalDateTimeToMinute(epochMs) : formatLocalDateTime(epochMs)}
      </time>
    </span>
  );
}
