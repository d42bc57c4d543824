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

const DECIMAL_STRING = /^-?\d+(\.\d+)?$/;

/**
 * Formats a decimal string with grouped integer digits and every fraction
 * digit kept: nothing is rounded, so a review screen shows exactly what is sent.
 * Returns null when the input is not a plain decimal string.
 */
export function formatDecimal(value: string): string | null {
  if (!DECIMAL_STRING.test(value)) return null;
  // Digits are kept as the API sent them (trailing zeros included); the
  // Decimal round trip only normalises leading zeros and "-0".
  const [, givenFraction] = value.split('.');
  const fixed = new Money(value).toFixed();
  const negative = fixed.startsWith('-');
  const [integer = '0'] = (negative ? fixed.slice(1) : fixed).split('.');
  const fraction = givenFraction;
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
