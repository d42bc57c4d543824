import { describe, expect, it } from 'vitest';
import { dayOf, endOfDayMs, rangePresets, startOfDayMs } from './date-filter-values';

describe('date filter values', () => {
  it('turns a picked day into its whole local day and back', () => {
    const from = startOfDayMs('2026-03-29');
    const to = endOfDayMs('2026-03-29');
    expect(Number(to) - Number(from)).toBeGreaterThan(0);
    expect(dayOf(from)).toBe('2026-03-29');
    expect(dayOf(to)).toBe('2026-03-29');
    expect(dayOf('not-a-time')).toBeNull();
  });

  it('offers today and the last 7 and 30 days, each ending today', () => {
    const noon = new Date(2026, 10, 27, 12, 0).getTime();
    expect(rangePresets(noon)).toEqual([
      { label: 'Today', value: ['2026-11-27', '2026-11-27'] },
      { label: 'Last 7 days', value: ['2026-11-21', '2026-11-27'] },
      { label: 'Last 30 days', value: ['2026-10-29', '2026-11-27'] },
    ]);
  });

  it('counts days in local time just after midnight, across a month end', () => {
    const justAfterMidnight = new Date(2026, 2, 1, 0, 0, 30).getTime();
    expect(rangePresets(justAfterMidnight)[1]?.value).toEqual(['2026-02-23', '2026-03-01']);
  });
});
