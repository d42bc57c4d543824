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

/**
 * A formatted date and time cut where the time begins: the date, what separates them (", " or
 * " at ") and the time. Joined, the three give the whole text, so a cell can let the time wrap
 * onto a second line without ever breaking inside the date or the time.
 */
export function dateTimeParts(
  epochMs: number,
  toMinute = false,
): { date: string; separator: string; time: string } {
  const format = toMinute ? minuteFormat : dateTimeFormat;
  // Cut the text format() gives (what the rest of the app shows), at the lengths its parts
  // give: some engines space the parts differently (a narrow no-break space before "PM").
  const whole = format.format(epochMs);
  const parts = format.formatToParts(epochMs);
  const hourAt = parts.findIndex((part) => part.type === 'hour');
  const lengthOf = (slice: Intl.DateTimeFormatPart[]) =>
    slice.reduce((sum, part) => sum + part.value.length, 0);
  const last = parts[hourAt - 1];
  if (hourAt <= 0 || lengthOf(parts) !== whole.length || last === undefined) {
    return { date: whole, separator: '', time: '' };
  }
  const separatorLength = last.type === 'literal' ? last.value.length : 0;
  const dateLength = lengthOf(parts.slice(0, hourAt)) - separatorLength;
  return {
    date: whole.slice(0, dateLength),
    separator: whole.slice(dateLength, dateLength + separatorLength),
    time: whole.slice(dateLength + separatorLength),
  };
}

const relativeFormat = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });

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
