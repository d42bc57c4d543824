const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const minuteFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** To the minute, for tables whose columns must fit the screen; seconds go in the hover title. */
export function formatLocalDateTimeToMinute(epochMs: number): string {
  return minuteFormat.format(epochMs);
}

const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

/** Parses the API's epoch-milliseconds string; anything else is not a time. */
export function parseEpochMs(value: string | undefined): number | null {
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  return Number(value);
}

export function formatLocalDateTime(epochMs: number): string {
  return dateTimeFormat.format(epochMs);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

export function formatRelative(epochMs: number, now: number = Date.now()): string {
  const diff = epochMs - now;
  for (const [unit, size] of units) {
    if (Math.abs(diff) >= size || unit === 'second') {
      return relativeFormat.format(Math.round(diff / size), unit);
    }
  }
  return relativeFormat.format(0, 'second');
}

const durationUnits: [string, number][] = [
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * A duration the API gives in milliseconds (a digit string), in words: "23 minutes",
 * "1 hour 30 minutes", "2 days". The two largest units are enough to act on; below a second
 * it says so. Anything that is not a whole number of milliseconds is returned as it is.
 */
export function formatDuration(ms: string): string {
  if (!/^\d{1,16}$/.test(ms)) return ms;
  let rest = Number(ms);
  if (rest < 1000) return rest === 0 ? 'no time' : 'under a second';
  const parts: string[] = [];
  for (const [unit, size] of durationUnits) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${count} ${unit}${count === 1 ? '' : 's'}`);
    else if (parts.length > 0) break;
    if (parts.length === 2) break;
  }
  return parts.join(' ');
}
