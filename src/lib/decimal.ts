import Decimal from 'decimal.js';

/**
 * One configured Decimal for the whole app. Precision is far above any
 * currency's decimals so arithmetic on amounts never rounds; construction
 * itself never rounds in decimal.js.
 */
export const Money = Decimal.clone({
  precision: 80,
  rounding: Decimal.ROUND_DOWN,
  toExpNeg: -100,
  toExpPos: 100,
});
