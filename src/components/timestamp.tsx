import { formatLocalDateTime, formatRelative, parseEpochMs } from '../lib/time';
import text from './text-styles.module.css';

/**
 * Local date and time, with the relative time on hover. Plain spans and a native title rather
 * than Mantine Text and Tooltip: timestamps repeat in every table row, and the tooltip's
 * positioning code (floating-ui) would load with each page that shows one.
 */
export function Timestamp({ value }: { value: string | undefined }) {
  const epochMs = parseEpochMs(value);
  if (epochMs === null) {
    return <span className={`${text.sm} ${text.dimmed}`}>{value ? value : '—'}</span>;
  }
  return (
    <span className={`${text.sm} ${text.nowrap}`} title={formatRelative(epochMs)}>
      <time dateTime={new Date(epochMs).toISOString()}>{formatLocalDateTime(epochMs)}</time>
    </span>
  );
}
