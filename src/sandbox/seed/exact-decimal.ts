import Decimal from 'decimal.js';

/**
 * Decimal arithmetic for derived amounts (USD values, quote totals, available
 * balances). The default 20 significant digits would round an 18-decimal or
 * 21-digit amount, so the seed uses a wider precision.
 */
const Exact = Decimal.clone({ precision: 80, rounding: Decimal.ROUND_DOWN });

/** a × b, truncated to `decimals` places, without trailing zeros. */
export function multiply(a: string, b: string, decimals: number): string {
  return trim(new Exact(a).times(b).toFixed(decimals));
}

/** a − b, exact. */
export function subtract(a: string, b: string): string {
  return trim(new Exact(a).minus(b).toFixed());
}

/** a ÷ b, truncated to `decimals` places. */
export function divide(a: string, b: string, decimals: number): string {
  return trim(new Exact(a).dividedBy(b).toFixed(decimals));
}

export function isNegative(a: string): boolean {
  return new Exact(a).isNegative() && !new Exact(a).isZero();
}

function trim(value: string): string {
  const trimmed = value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
  return trimmed === '-0' ? '0' : trimmed;
}
