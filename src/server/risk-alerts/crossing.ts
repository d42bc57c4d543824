import Decimal from 'decimal.js';

/** Where a rule stands for one loan: ready to fire, or fired and waiting to re-arm. */
export type CrossingState = 'armed' | 'fired';

/**
 * One reading's effect on a rule for one loan. An armed rule fires when the condition holds
 * and then stays quiet; it re-arms only once the reading is clearly back (`rearm`), which for
 * an LTV line lies a band under the line, so a reading jittering at the line alerts once.
 */
export function nextCrossing(
  state: CrossingState,
  reading: { holds: boolean; rearm: boolean },
): { state: CrossingState; fire: boolean } {
  if (state === 'armed')
    return reading.holds ? { state: 'fired', fire: true } : { state, fire: false };
  return { state: reading.rearm ? 'armed' : 'fired', fire: false };
}

/**
 * An LTV reading against a line, both in percent: it holds strictly above the line (equal to
 * it is not above), and re-arms strictly under the line less the band.
 */
export function ltvAgainstLine(
  ltvPercent: Decimal.Value,
  linePercent: Decimal.Value,
  bandPoints: Decimal.Value,
): { holds: boolean; rearm: boolean } {
  const ltv = new Decimal(ltvPercent);
  return {
    holds: ltv.greaterThan(linePercent),
    rearm: ltv.lessThan(new Decimal(linePercent).minus(bandPoints)),
  };
}
