import { describe, expect, it } from 'vitest';
import { formatWaiting } from './waiting-time';

describe('formatWaiting', () => {
  const now = 1_700_000_000_000;
  it.each([
    [10_000, 'under a minute'],
    [45 * 60_000, '45 min'],
    [3 * 3_600_000 + 12 * 60_000, '3 h 12 min'],
    [5 * 3_600_000, '5 h'],
    [2 * 86_400_000 + 4 * 3_600_000, '2 d 4 h'],
  ])('shows %i ms as "%s"', (elapsed, text) => {
    expect(formatWaiting(now - elapsed, now)).toBe(text);
  });

  it('never shows a negative wait for a clock slightly ahead', () => {
    expect(formatWaiting(now + 5_000, now)).toBe('under a minute');
  });
});
