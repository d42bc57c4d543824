import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import type { DebtRatioStatus } from '../../shared/contracts/loans';
import type { SqlClient } from '../../store/sql-client';
import { fixMissingLtvBases, listActiveLoanLtvs, saveLoanLtvs } from '../db/loan-ltv-repository';

/** One full swing of a loan's LTV around its base. */
export const LTV_PERIOD_MS = 10 * 60_000;
/** How far, relative to its base, a loan's LTV swings (±3 %). */
const AMPLITUDE = 0.03;

/**
 * The LTV of an active collateralised loan at `nowMs`: its base value moved
 * by a slow wave whose phase is the loan's own, as collateral prices move.
 * Deterministic in time, and bounded, so a long-running sandbox stays believable.
 */
export function driftedLtv(loanId: string, baseRatio: string, nowMs: number): string {
  const phase =
    (createHash('sha256').update(loanId).digest().readUInt32BE(0) / 2 ** 32) * 2 * Math.PI;
  const wave = Math.sin((2 * Math.PI * nowMs) / LTV_PERIOD_MS + phase);
  return new Decimal(baseRatio)
    .times(new Decimal(1).plus(new Decimal(AMPLITUDE).times(wave.toFixed(6))))
    .toFixed(4);
}

/** `debtRatioStatus` from the loan's own thresholds. */
export function debtRatioStatusFor(
  ratio: string,
  marginCall: string | null,
  defaultAt: string | null,
): DebtRatioStatus {
  if (defaultAt !== null && new Decimal(ratio).greaterThanOrEqualTo(defaultAt)) return 'default';
  if (marginCall !== null && new Decimal(ratio).greaterThanOrEqualTo(marginCall))
    return 'margin-call';
  return 'healthy';
}

/** Moves every active loan's LTV and keeps `debtRatioStatus` in line with its thresholds. */
export async function driftLoans(db: SqlClient, nowMs: number): Promise<void> {
  await fixMissingLtvBases(db);
  const changes = (await listActiveLoanLtvs(db)).flatMap((loan) => {
    if (loan.baseRatio === null) return [];
    const ratio = driftedLtv(loan.loanId, loan.baseRatio, nowMs);
    if (ratio === loan.debtRatio) return [];
    const status = debtRatioStatusFor(ratio, loan.marginCallThreshold, loan.defaultThreshold);
    return [{ loanId: loan.loanId, ratio, status }];
  });
  await saveLoanLtvs(db, changes, nowMs);
}
