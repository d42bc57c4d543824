const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * An exact running sum of decimal strings, kept as integer counts of units, one count per scale
 * (digits after the point) met so far. Adding up thousands of wallets' balances this way takes a
 * fraction of what decimal objects take: each addition is one integer addition, and the scales
 * are brought together once, when the sum is read. Like decimal objects, it never rounds.
 */
export class ExactSum {
  /** Units added at each scale; index 2 counts hundredths. */
  private readonly byScale: bigint[] = [];

  /** Adds a plain decimal string ("-12.5"); anything else is refused, never guessed. */
  add(value: string): this {
    const match = DECIMAL.exec(value);
    if (match === null) throw new Error(`Not a plain decimal: ${value}`);
    const [, sign, integer = '0', fraction = ''] = match;
    const units = BigInt(integer + fraction);
    const scale = fraction.length;
    this.byScale[scale] = (this.byScale[scale] ?? 0n) + (sign === '-' ? -units : units);
    return this;
  }

  /** The sum as a plain decimal string, without trailing fraction zeros ("1.5", "0", "-3"). */
  toFixed(): string {
    const scale = Math.max(0, this.byScale.length - 1);
    let total = 0n;
    this.byScale.forEach((units, at) => {
      total += units * 10n ** BigInt(scale - at);
    });
    const negative = total < 0n;
    const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
    const integer = digits.slice(0, digits.length - scale);
    const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
    const text = fraction === '' ? integer : `${integer}.${fraction}`;
    return negative ? `-${text}` : text;
  }
}

/** Whether a plain decimal string is zero ("0", "0.000", "-0"), without a decimal object. */
export function isZeroDecimal(value: string): boolean {
  return /^-?0+(\.0+)?$/.test(value);
}
