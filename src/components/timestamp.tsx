import {
  dateTimeParts,
  formatLocalDateTime,
  formatLocalDateTimeToMinute,
  formatRelative,
} from '../lib/time';
import { parseEpochMs } from '../shared/epoch-ms';
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
  wrap = false,
  label = 'Time',
}: {
  value: Readable<string> | undefined;
  /** Drop the seconds (they stay in the title), where width is short. */
  toMinute?: boolean;
  /** Let the time go under the date when the column is narrow; neither is ever broken. */
  wrap?: boolean;
  /** The field's name, shown when the provider sent the time out of format. */
  label?: string;
}) {
  if (isUnreadable(value)) return <UnreadableValue value={value} label={label} />;
  const epochMs = parseEpochMs(value);
  if (epochMs === null) {
    return <span className={`${text.sm} ${text.dimmed}`}>{value ? value : '—'}</span>;
  }
  const whole = toMinute ? formatLocalDateTimeToMinute(epochMs) : formatLocalDateTime(epochMs);
  const parts = wrap ? dateTimeParts(epochMs, toMinute) : null;
  return (
    <span
      className={wrap ? text.sm : `${text.sm} ${text.nowrap}`}
      title={
        toMinute
          ? `${formatLocalDateTime(epochMs)}, ${formatRelative(epochMs)}`
          : formatRelative(epochMs)
      }
    >
      <time dateTime={new Date(epochMs).toISOString()}>
        {parts === null ? (
          whole
        ) : (
          <>
            <span className={text.nowrap}>{parts.date}</span>
            {parts.separator}
            <span className={text.nowrap}>{parts.time}</span>
          </>
        )}
      </time>
    </span>
  );
}
