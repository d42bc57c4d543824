import { Money } from '../../lib/decimal';
import { formatDecimal } from '../../lib/format-decimal';

/** An amount grouped for a message, exactly as given (never rounded). */
function grouped(value: string): string {
  return formatDecimal(value) ?? value;
}

/** What an amount is checked against: the currency's precision, the balance and the fee. */
export interface AmountLimits {
  currency: string;
  /** Decimal places the currency allows (GET /currencies `decimal`); undefined when unknown. */
  decimals: number | undefined;
  /** The wallet's `available`. */
  available: string;
  /** The flat fee at the chosen level, once known; undefined while it loads or has no fee. */
  fee: string | undefined;
  /** `true`: the fee comes out of the amount; `false`: it is added on top. */
  includeFeeInWithdraw: boolean;
}

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** Why `raw` is not a plain decimal the API accepts, in words; undefined when it is one. */
function formatProblem(raw: string): string | undefined {
  if (raw === '') return 'Enter an amount.';
  if (/[eE]/.test(raw)) return 'Write the amount out in digits, without an exponent (e.g. 0.0001).';
  if (raw.startsWith('-')) return 'The amount must be positive.';
  if (raw.startsWith('+')) return 'Remove the plus sign.';
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(raw))
    return 'Remove the thousands separators: use digits and one decimal point (e.g. 1250.5).';
  if (raw.includes(',')) return 'Use a point (.) for decimals, not a comma (e.g. 1.5).';
  if (/\s/.test(raw)) return 'Remove the spaces inside the amount.';
  if (raw.startsWith('.')) return 'Put a 0 before the decimal point (e.g. 0.5).';
  if (raw.endsWith('.')) return 'Add digits after the decimal point, or remove it.';
  if (!PLAIN_DECIMAL.test(raw)) return 'Use digits and one decimal point only (e.g. 1250.5).';
  if (/^0\d/.test(raw)) return 'Remove the leading zeros.';
  return undefined;
}

/**
 * Why an amount cannot be sent, as a sentence for the field; undefined when it can. Checks,
 * in order: the format the API accepts, more than zero, the currency's decimals, the
 * available balance, and with the fee known, the total that leaves the portfolio.
 * Surrounding spaces are ignored (the request sends the trimmed value).
 */
export function amountProblem(input: string, limits: AmountLimits): string | undefined {
  const raw = input.trim();
  const problem = formatProblem(raw);
  if (problem !== undefined) return problem;
  const amount = new Money(raw);
  if (amount.isZero()) return 'The amount must be greater than zero.';
  const places = raw.split('.')[1]?.length ?? 0;
  if (limits.decimals !== undefined && places > limits.decimals) {
    return limits.decimals === 0
      ? `${limits.currency} has no decimal places: enter a whole number.`
      : `${limits.currency} allows at most ${limits.decimals} decimal places; this has ${places}.`;
  }
  if (amount.greaterThan(limits.available)) {
    return `More than the available ${grouped(limits.available)} ${limits.currency}.`;
  }
  if (limits.fee === undefined) return undefined;
  if (limits.includeFeeInWithdraw) {
    if (!amount.greaterThan(limits.fee)) {
      return `With the fee included, the amount must be more than the ${grouped(limits.fee)} ${limits.currency} fee.`;
    }
    return undefined;
  }
  const total = amount.plus(limits.fee);
  if (total.greaterThan(limits.available)) {
    return `The amount plus the ${grouped(limits.fee)} ${limits.currency} fee (${grouped(total.toFixed())}) is more than the available ${grouped(limits.available)} ${limits.currency}. Lower the amount, or include the fee in it.`;
  }
  return undefined;
}

/**
 * The largest amount that passes `amountProblem`: the available balance, less the fee when
 * the fee is added on top, cut (never rounded up) to the currency's decimals. Undefined when
 * nothing can be sent.
 */
export function maxAmount(limits: Omit<AmountLimits, 'currency'>): string | undefined {
  let max = new Money(limits.available);
  if (limits.fee !== undefined && !limits.includeFeeInWithdraw) max = max.minus(limits.fee);
  if (limits.decimals !== undefined) max = max.toDecimalPlaces(limits.decimals, Money.ROUND_DOWN);
  if (max.lessThanOrEqualTo(0)) return undefined;
  if (limits.fee !== undefined && limits.includeFeeInWithdraw && !max.greaterThan(limits.fee)) {
    return undefined;
  }
  return max.toFixed();
}

/** What the recipient gets and what leaves the source portfolio, exactly. */
export interface WithdrawalTotals {
  recipientGets: string;
  leavesPortfolio: string;
}

/** The two sides of a withdrawal of `amount` with `fee`; undefined for an invalid amount. */
export function withdrawalTotals(
  amount: string,
  fee: string,
  includeFeeInWithdraw: boolean,
): WithdrawalTotals | undefined {
  const raw = amount.trim();
  if (!PLAIN_DECIMAL.test(raw)) return undefined;
  const value = new Money(raw);
  return includeFeeInWithdraw
    ? { recipientGets: value.minus(fee).toFixed(), leavesPortfolio: value.toFixed() }
    : { recipientGets: value.toFixed(), leavesPortfolio: value.plus(fee).toFixed() };
}
