import { impliedCollateralValue, type LoanLtvReading } from '../../shared/ltv-history';
import type { SqlClient } from '../../store/sql-client';
import { listActiveLoanLtvs } from '../db/loan-ltv-repository';
import { debtRatioStatusFor, driftedLtv } from './drift-loans';

const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

const decimalOrNull = (value: string | null) =>
  value !== null && DECIMAL.test(value) ? value : null;

/**
 * The LTV readings the sandbox's own clock would have produced for its active loans, one every
 * `everyMs` from `fromMs` to `toMs`: the same deterministic wave it moves them by now, so a
 * fresh sandbox shows a history that joins the live one. Marked as the sandbox's seed.
 */
export async function sandboxLtvPast(
  db: SqlClient,
  fromMs: number,
  toMs: number,
  everyMs: number,
): Promise<LoanLtvReading[]> {
  const loans = await listActiveLoanLtvs(db);
  const first = Math.ceil(fromMs / everyMs) * everyMs;
  return loans.flatMap((loan) => {
    const base = decimalOrNull(loan.baseRatio) ?? decimalOrNull(loan.debtRatio);
    if (base === null) return [];
    const marginCall = decimalOrNull(loan.marginCallThreshold);
    const defaultAt = decimalOrNull(loan.defaultThreshold);
    const readings: LoanLtvReading[] = [];
    for (let at = first; at <= toMs; at += everyMs) {
      const ltv = driftedLtv(loan.loanId, base, at);
      readings.push({
        loanId: loan.loanId,
        at,
        ltv,
        marginCallThreshold: marginCall,
        defaultThreshold: defaultAt,
        rebalanceThreshold: decimalOrNull(loan.rebalanceThreshold),
        collateralValueUsd: impliedCollateralValue(decimalOrNull(loan.originalLoanValue), ltv),
        status: debtRatioStatusFor(ltv, marginCall, defaultAt),
        source: 'sandbox-seed',
      });
    }
    return readings;
  });
}
