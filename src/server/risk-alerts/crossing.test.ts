import { describe, expect, it } from 'vitest';
import { ltvAgainstLine, nextCrossing, type CrossingState } from './crossing';

/** Which readings of a sequence (LTV in percent) raise an alert against a line of 80 %. */
function alertingReadings(readings: readonly string[], band = '2'): string[] {
  let state: CrossingState = 'armed';
  const alerting: string[] = [];
  for (const reading of readings) {
    const next = nextCrossing(state, ltvAgainstLine(reading, '80', band));
    if (next.fire) alerting.push(reading);
    state = next.state;
  }
  return alerting;
}

describe('an LTV rule crossing its line, with hysteresis', () => {
  it('fires on the first reading above the line, not on one equal to it', () => {
    expect(alertingReadings(['79.5', '80', '80.01', '81'])).toEqual(['80.01']);
    expect(alertingReadings(['80', '80', '80'])).toEqual([]);
  });

  it('fires once for readings jittering at the line within the band', () => {
    expect(alertingReadings(['79', '80.4', '79.2', '80.1', '78.01', '80.9', '78'])).toEqual([
      '80.4',
    ]);
  });

  it('fires again once the reading fell under the band and rose above the line again', () => {
    expect(alertingReadings(['81', '77.99', '79', '80.5', '77', '82'])).toEqual([
      '81',
      '80.5',
      '82',
    ]);
  });

  it('re-arms only strictly under the line less the band, which a setting may change', () => {
    expect(alertingReadings(['81', '78', '81'])).toEqual(['81']);
    expect(alertingReadings(['81', '79.4', '81'], '0.5')).toEqual(['81', '81']);
  });

  it('fires at once when the rule is new and the reading already above the line', () => {
    expect(alertingReadings(['95', '96'])).toEqual(['95']);
  });

  it('keeps a fired state for a condition that holds, and re-arms when told', () => {
    expect(nextCrossing('fired', { holds: true, rearm: false })).toEqual({
      state: 'fired',
      fire: false,
    });
    expect(nextCrossing('fired', { holds: false, rearm: true })).toEqual({
      state: 'armed',
      fire: false,
    });
    expect(nextCrossing('armed', { holds: false, rearm: true })).toEqual({
      state: 'armed',
      fire: false,
    });
  });
});
