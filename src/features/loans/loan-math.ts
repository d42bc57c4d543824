import type Decimal from 'decimal.js';
import { Money } from '../../lib/decimal';
import type { Loan } from '../../shared/contracts/loans';
import { isUnreadable, type Readable } from '../../shared/contracts/readable';
import { firstUnreadable } from '../../lib/left-out';

const DECIMAL_STRING = /^-?\d+(\.\d+)?$/;

/** A decimal string as Money, or null when it is missing, unreadable or not a plain decimal. */
export function toMoney(value: Readable<string> | undefined): Decimal | null {
  return value !== undefined && !isUnreadable(value) && DECIMAL_STRING.test(value)
    ? new Money(value)
    : null;
}

function percentText(value: Decimal): string {
  return `${value.toFixed(Math.max(2, value.decimalPlaces()))}%`;
}

/** An interest rate in basis points as a percentage, exactly: "450" → "4.50%". */
export function formatBasisPoints(bps: Readable<string> | undefined): string | null {
  const value = toMoney(bps);
  return value === null ? null : percentText(value.dividedBy(100));
}

/** A ratio (LTV, threshold) as a percentage, exactly: "0.7850" → "78.50%". */
export function formatRatio(ratio: Readable<string> | Decimal | undefined): string | null {
  const value =
    ratio === undefined || typeof ratio === 'string' || isUnreadable(ratio)
      ? toMoney(ratio)
      : ratio;
  return value === null ? null : percentText(value.times(100));
}

/**
 * An estimated ratio as a percentage to two decimals, rounded up: an estimate
 * of risk must never read lower than the arithmetic behind it.
 */
export function formatEstimatedRatio(ratio: Decimal): string {
  return `${ratio.times(100).toDecimalPlaces(2, Money.ROUND_UP).toFixed(2)}%`;
}

/** A ratio difference in percentage points, exactly: 0.0119 → "1.19 pp". */
export function formatPercentagePoints(difference: Decimal): string {
  const points = difference.times(100);
  return `${points.toFixed(Math.max(2, points.decimalPlaces()))} pp`;
}

/** Width of one LTV band of the risk board, in percentage points. */
export const LTV_BAND_WIDTH = 5;
const BAND_COUNT = 100 / LTV_BAND_WIDTH;

export interface LtvBand {
  /** 0 … BAND_COUNT; the last band holds every LTV of 100% and above. */
  index: number;
  label: string;
}

export const ltvBands: readonly LtvBand[] = Array.from({ length: BAND_COUNT + 1 }, (_, index) => ({
  index,
  label:
    index === BAND_COUNT ? '≥ 100%' : `${index * LTV_BAND_WIDTH}–${(index + 1) * LTV_BAND_WIDTH}%`,
}));

/** The band an LTV (a fraction) falls in; a band includes its lower bound only. */
export function ltvBandOf(ltv: Decimal): LtvBand {
  const index = Math.min(
    BAND_COUNT,
    Math.max(0, ltv.times(100).dividedToIntegerBy(LTV_BAND_WIDTH).toNumber()),
  );
  const band = ltvBands[index];
  if (band === undefined) throw new RangeError(`No LTV band ${index}`);
  return band;
}

/** Where an LTV sits against the loan's own thresholds. */
export type RiskZone = 'below-margin-call' | 'margin-call' | 'default' | 'no-thresholds';

export interface LoanRisk {
  loan: Loan;
  ltv: Decimal;
  marginCallThreshold: Decimal | null;
  defaultThreshold: Decimal | null;
  zone: RiskZone;
  /** The next threshold the LTV has not reached yet, and how far away it is (a fraction). */
  next: { threshold: 'margin-call' | 'default'; distance: Decimal } | null;
}

/**
 * Why a loan's LTV position cannot be worked out: its LTV or a threshold could not be read
 * ("LTV unreadable"). Such a loan is left out of the board's counts, and says so.
 */
export function unreadableRisk(loan: Loan): string | undefined {
  return firstUnreadable({
    LTV: loan.debtRatio,
    'margin-call threshold': loan.extra?.marginCallThreshold,
    'default threshold': loan.extra?.defaultThreshold,
  });
}

/** The LTV position of a loan, or null when the loan carries no LTV (or an unreadable one). */
export function loanRiskOf(loan: Loan): LoanRisk | null {
  const ltv = toMoney(loan.debtRatio);
  if (ltv === null) return null;
  const marginCallThreshold = toMoney(loan.extra?.marginCallThreshold);
  const defaultThreshold = toMoney(loan.extra?.defaultThreshold);
  const zone: RiskZone =
    defaultThreshold !== null && ltv.greaterThanOrEqualTo(defaultThreshold)
      ? 'default'
      : marginCallThreshold !== null && ltv.greaterThanOrEqualTo(marginCallThreshold)
        ? 'margin-call'
        : marginCallThreshold === null && defaultThreshold === null
          ? 'no-thresholds'
          : 'below-margin-call';
  const nextThreshold =
    zone === 'below-margin-call' && marginCallThreshold !== null
      ? { threshold: 'margin-call' as const, at: marginCallThreshold }
      : (zone === 'below-margin-call' || zone === 'margin-call') && defaultThreshold !== null
        ? { threshold: 'default' as const, at: defaultThreshold }
        : null;
  return {
    loan,
    ltv,
    marginCallThreshold,
    defaultThreshold,
    zone,
    next: nextThreshold && {
      threshold: nextThreshold.threshold,
      distance: nextThreshold.at.minus(ltv),
    },
  };
}

/** Loans nearest to their next threshold first; on a tie, the higher LTV first. */
export function byDistanceToThreshold(a: LoanRisk, b: LoanRisk): number {
  if (a.next === null || b.next === null) return a.next === null ? (b.next === null ? 0 : 1) : -1;
  return a.next.distance.comparedTo(b.next.distance) || b.ltv.comparedTo(a.ltv);
}

/** Falls in collateral value the shock table shows. */
export const collateralShocks = ['0.10', '0.20', '0.30'] as const;

/**
 * Estimated LTV after collateral value falls by `shock` (a fraction), the debt
 * unchanged: LTV' = LTV / (1 − shock).
 */
export function shockedLtv(ltv: Decimal, shock: string): Decimal {
  const fall = new Money(shock);
  if (fall.isNegative() || fall.greaterThanOrEqualTo(1)) {
    throw new RangeError(`A collateral shock must be at least 0 and below 1, got ${shock}`);
  }
  return ltv.dividedBy(new Money(1).minus(fall));
}
