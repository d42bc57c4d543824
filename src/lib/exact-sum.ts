const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * An exact running sum of decimal strings, kept as one integer count of the smallest unit seen
 * so far. Adding up thousands of wallets' balances this way takes a fraction of what decimal
 * objects take, and, like them, never rounds.
 */
export class ExactSum {
  private units = 0n;
  private scale = 0;

  /** Adds a plain decimal string ("-12.5"); anything else is refused, never guessed. */
  add(value: string): this {
    const match = DECIMAL.exec(value);
    if (match === null) throw new Error(`Not a plain decimal: ${value}`);
    const [, sign, integer = '0', fraction = ''] = match;
    if (fraction.length > this.scale) {
      this.units *= 10n ** BigInt(fraction.length - this.scale);
      this.scale = fraction.length;
    }
    const units = BigInt(integer + fraction.padEnd(this.scale, '0'));
    this.units += sign === '-' ? -units : units;
    return this;
  }

  /** The sum as a plain decimal string, without trailing fraction zeros ("1.5", "0", "-3"). */
  toFixed(): string {
    const negative = this.units < 0n;
    const digits = (negative ? -this.units : this.units).toString().padStart(this.scale + 1, '0');
    const integer = digits.slice(0, digits.length - this.scale);
    const fraction = digits.slice(digits.length - this.scale).replace(/0+$/, '');
    const text = fraction === '' ? integer : `${integer}.${fraction}`;
    return negative ? `-${text}` : text;
  }
}

/** Whether a plain decimal string is zero ("0", "0.000", "-0"), without a decimal object. */
export function isZeroDecimal(value: string): boolean {
  return /^-?0+(\.0+)?$/.test(value);
}
