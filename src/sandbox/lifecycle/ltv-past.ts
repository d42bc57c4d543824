import { z } from 'zod';
import { impliedCollateralValue, type LoanLtvReading } from '../../shared/ltv-history';
import { parseRows, type SqlClient } from '../../store/sql-client';
import { debtRatioStatusFor, driftedLtv } from './drift-loans';

const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

const loanRowSchema = z.object({
  loan_id: z.string(),
  base_ratio: z.string().nullable(),
  debt_ratio: z.string().nullable(),
  margin_call: z.string().nullable(),
  default_at: z.string().nullable(),
  rebalance: z.string().nullable(),
  loan_value: z.string().nullable(),
});

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
  const { rows } = await db.query(
    `SELECT l.loan_id, b.base_ratio::text AS base_ratio, l.document->>'debtRatio' AS debt_ratio,
       l.document->'extra'->>'marginCallThreshold' AS margin_call,
       l.document->'extra'->>'defaultThreshold' AS default_at,
       l.document->'extra'->>'rebalanceThreshold' AS rebalance,
       l.document->>'originalLoanValue' AS loan_value
     FROM loans l LEFT JOIN loan_ltv_base b ON b.loan_id = l.loan_id
     WHERE l.status = 'active' ORDER BY l.loan_id`,
  );
  const first = Math.ceil(fromMs / everyMs) * everyMs;
  return parseRows(loanRowSchema, rows).flatMap((loan) => {
    const base = decimalOrNull(loan.base_ratio) ?? decimalOrNull(loan.debt_ratio);
    if (base === null) return [];
    const marginCall = decimalOrNull(loan.margin_call);
    const defaultAt = decimalOrNull(loan.default_at);
    const readings: LoanLtvReading[] = [];
    for (let at = first; at <= toMs; at += everyMs) {
      const ltv = driftedLtv(loan.loan_id, base, at);
      readings.push({
        loanId: loan.loan_id,
        at,
        ltv,
        marginCallThreshold: marginCall,
        defaultThreshold: defaultAt,
        rebalanceThreshold: decimalOrNull(loan.rebalance),
        collateralValueUsd: impliedCollateralValue(decimalOrNull(loan.loan_value), ltv),
        status: debtRatioStatusFor(ltv, marginCall, defaultAt),
        source: 'sandbox-seed',
      });
    }
    return readings;
  });
}
