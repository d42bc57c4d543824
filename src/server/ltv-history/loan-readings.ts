import type { Loan } from '../../shared/contracts/loans';
import { isUnreadable, type Readable } from '../../shared/contracts/readable';
import {
  impliedCollateralValue,
  type LoanLtvReading,
  type LtvSampleSource,
} from '../../shared/ltv-history';

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A decimal string as sent, or null when absent, unreadable or not a plain decimal. */
export function plainDecimal(value: Readable<string> | undefined): string | null {
  return value !== undefined && !isUnreadable(value) && DECIMAL.test(value) ? value : null;
}

/**
 * What the sampler records of a loan at `at`, or undefined when the loan carries no readable
 * LTV: such a loan is left out of this sample (and the next tries again), never guessed.
 * Thresholds that cannot be read are recorded as unknown rather than dropping the reading.
 */
export function readingOf(
  loan: Loan,
  at: number,
  source: LtvSampleSource = 'sampled',
): LoanLtvReading | undefined {
  const ltv = plainDecimal(loan.debtRatio);
  if (ltv === null) return undefined;
  const status = loan.debtRatioStatus;
  return {
    loanId: loan.loanId,
    at,
    ltv,
    marginCallThreshold: plainDecimal(loan.extra?.marginCallThreshold),
    defaultThreshold: plainDecimal(loan.extra?.defaultThreshold),
    rebalanceThreshold: plainDecimal(loan.extra?.rebalanceThreshold),
    collateralValueUsd: impliedCollateralValue(plainDecimal(loan.originalLoanValue), ltv),
    status: status === undefined || isUnreadable(status) ? null : status,
    source,
  };
}

/** The start of the sampling slot `nowMs` falls in: every instance names a slot alike. */
export function sampleSlot(nowMs: number, everyMs: number): number {
  return Math.floor(nowMs / everyMs) * everyMs;
}
