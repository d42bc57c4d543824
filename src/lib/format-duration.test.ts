import { describe, expect, it } from 'vitest';
import { formatDuration } from './time';

describe('formatDuration', () => {
  it('says a duration in milliseconds in words, with its two largest units', () => {
    expect(formatDuration('1380000')).toBe('23 minutes');
    expect(formatDuration('60000')).toBe('1 minute');
    expect(formatDuration('5400000')).toBe('1 hour 30 minutes');
    expect(formatDuration('172800000')).toBe('2 days');
    expect(formatDuration('90061000')).toBe('1 day 1 hour');
    expect(formatDuration('45000')).toBe('45 seconds');
  });

  it('does not invent a unit that is zero in between', () => {
    // 1 hour and 5 seconds: "1 hour", not "1 hour 0 minutes".
    expect(formatDuration('3605000')).toBe('1 hour');
  });

  it('handles the edges and leaves anything else as it came', () => {
    expect(formatDuration('0')).toBe('no time');
    expect(formatDuration('999')).toBe('under a second');
    expect(formatDuration('-5')).toBe('-5');
    expect(formatDuration('1.5')).toBe('1.5');
    expect(formatDuration('soon')).toBe('soon');
  });
});
