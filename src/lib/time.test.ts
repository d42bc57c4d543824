import { describe, expect, it } from 'vitest';
import { dateTimeParts, formatLocalDateTime, formatLocalDateTimeToMinute } from './time';

const at = Date.UTC(2026, 10, 27, 14, 5, 9);

describe('dateTimeParts', () => {
  it('cuts the text where the time begins, and joined gives the whole text back', () => {
    const { date, separator, time } = dateTimeParts(at);
    expect(date + separator + time).toBe(formatLocalDateTime(at));
    expect(date).toMatch(/2026/);
    expect(date).not.toMatch(/:/);
    expect(time).toMatch(/:\d\d:\d\d/);
    expect(separator.trim()).not.toMatch(/\d/);
  });

  it('does the same to the minute', () => {
    const { date, separator, time } = dateTimeParts(at, true);
    expect(date + separator + time).toBe(formatLocalDateTimeToMinute(at));
    expect(date).toMatch(/2026/);
    expect(time).toMatch(/\d:\d\d/);
    expect(time).not.toMatch(/:\d\d:\d\d/);
  });
});
