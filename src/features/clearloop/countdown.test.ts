import { describe, expect, it } from 'vitest';
import { countdownTo, formatFrequency } from './countdown';

const now = 1_795_253_227_950;

describe('countdownTo', () => {
  it('counts down in days, hours, minutes and seconds', () => {
    const target = String(now + 2 * 86_400_000 + 3 * 3_600_000 + 5 * 60_000 + 9_000);
    expect(countdownTo(target, now)).toEqual({
      due: false,
      label: '2d 03h 05m 09s',
      secondsLeft: String(2 * 86_400 + 3 * 3_600 + 5 * 60 + 9),
    });
  });

  it('rounds a part second up so it reads 0 only at the target', () => {
    expect(countdownTo(String(now + 1), now)?.label).toBe('1s');
    expect(countdownTo(String(now + 61_001), now)?.label).toBe('1m 02s');
    expect(countdownTo(String(now + 3_600_000), now)?.label).toBe('1h 00m 00s');
  });

  it('is due at and after the target, with the time since', () => {
    expect(countdownTo(String(now), now)).toEqual({ due: true, label: '0s', secondsLeft: '0' });
    expect(countdownTo(String(now - 125_999), now)).toEqual({
      due: true,
      label: '2m 05s',
      secondsLeft: '0',
    });
  });

  it('keeps the exact wire digits of a timestamp beyond float precision', () => {
    // 16 digits: more than Number can hold exactly.
    const countdown = countdownTo('9007199254740993', 9_007_199_254_739_000);
    expect(countdown?.label).toBe('2s');
  });

  it('refuses what is not an epoch-ms string', () => {
    expect(countdownTo(undefined, now)).toBeNull();
    expect(countdownTo('', now)).toBeNull();
    expect(countdownTo('2026-01-01', now)).toBeNull();
    expect(countdownTo('-5', now)).toBeNull();
  });
});

describe('formatFrequency', () => {
  it('says the cycle length in words', () => {
    expect(formatFrequency('28800000')).toBe('every 8 hours');
    expect(formatFrequency('86400000')).toBe('every 24 hours');
    expect(formatFrequency('3600000')).toBe('every hour');
    expect(formatFrequency('172800000')).toBe('every 2 days');
    expect(formatFrequency('90000')).toBe('every 90 seconds');
    expect(formatFrequency('1500')).toBe('every 1500 ms');
  });

  it('has nothing to say about a missing or malformed frequency', () => {
    expect(formatFrequency(undefined)).toBeNull();
    expect(formatFrequency('0')).toBeNull();
    expect(formatFrequency('8h')).toBeNull();
  });
});
