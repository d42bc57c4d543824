import { Money } from '../../lib/decimal';
import { formatDecimal } from '../../lib/format-decimal';
import { positiveDecimalString } from '../../shared/contracts/primitives';
import { maxAmountDigits } from '../../shared/contracts/request-limits';
import { readOrUndefined, type Readable } from '../../shared/contracts/readable';

export interface AmountLimits {
  currency: string;
  /** Decimal places the currency allows; undefined when GET /currencies does not say. */
  decimals: number | undefined;
  /** Largest amount allowed, with what it is (e.g. "available balance"). */
  max?: { value: string; label: string } | undefined;
  /** True where the order may move nothing of its own (its calls only touch tokens). */
  zeroAllowed?: boolean | undefined;
}

/** Why `amount` cannot be sent, in words; null when it can. Never converts to a JS number. */
export function amountProblem(amount: string, limits: AmountLimits): string | null {
  const text = amount.trim();
  if (text === '') return 'Enter an amount';
  if (!/^(0|[1-9]\d*)(\.\d+)?$/.test(text)) {
    return 'Use digits with an optional decimal point, e.g. 12.5 (no sign, exponent, spaces, separators or leading zeros)';
  }
  if (text.replace('.', '').length > maxAmountDigits) {
    return `Use at most ${maxAmountDigits} digits`;
  }
  if (!limits.zeroAllowed && !positiveDecimalString.safeParse(text).success) {
    return 'The amount must be greater than zero';
  }
  const fraction = text.split('.')[1] ?? '';
  if (limits.decimals !== undefined && fraction.length > limits.decimals) {
    return `${limits.currency} allows ${limits.decimals} decimal places; this amount has ${fraction.length}`;
  }
  if (limits.max && new Money(text).gt(new Money(limits.max.value))) {
    return `More than the ${limits.max.label} (${formatDecimal(limits.max.value) ?? limits.max.value} ${limits.currency})`;
  }
  return null;
}

/**
 * The currency's decimal places from GET /currencies (`decimal` is a digit string); undefined
 * when it does not say, or said it out of format: the provider then checks precision alone.
 */
export function decimalsOf(
  currency: { decimal?: Readable<string> | undefined } | undefined,
): number | undefined {
  const decimal = readOrUndefined(currency?.decimal);
  return decimal === undefined ? undefined : Number.parseInt(decimal, 10);
}
