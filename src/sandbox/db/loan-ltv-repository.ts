import { z } from 'zod';
import type { DebtRatioStatus } from '../../shared/contracts/loans';
import { parseRows, type SqlClient } from '../../store/sql-client';

const loanLtvRowSchema = z.object({
  loan_id: z.string(),
  base_ratio: z.string().nullable(),
  debt_ratio: z.string().nullable(),
  margin_call: z.string().nullable(),
  default_at: z.string().nullable(),
  rebalance: z.string().nullable(),
  loan_value: z.string().nullable(),
});

/**
 * An active loan's LTV and thresholds as its document holds them: untrusted text, each `null`
 * when absent. `baseRatio` is what the loan's LTV drifts around, once the clock has fixed it.
 */
export interface LoanLtv {
  loanId: string;
  baseRatio: string | null;
  debtRatio: string | null;
  marginCallThreshold: string | null;
  defaultThreshold: string | null;
  rebalanceThreshold: string | null;
  originalLoanValue: string | null;
}

/** Fixes the base LTV of every active loan that has none yet and a readable `debtRatio`. */
export async function fixMissingLtvBases(db: SqlClient): Promise<void> {
  await db.query(
    `INSERT INTO loan_ltv_base (loan_id, base_ratio)
     SELECT loan_id, (document->>'debtRatio')::numeric FROM loans
     WHERE status = 'active' AND document->>'debtRatio' ~ '^[0-9]+(\\.[0-9]+)?$'
     ON CONFLICT (loan_id) DO NOTHING`,
  );
}

/** Every active loan's LTV, by loan id. */
export async function listActiveLoanLtvs(db: SqlClient): Promise<LoanLtv[]> {
  const { rows } = await db.query(
    `SELECT l.loan_id, b.base_ratio::text AS base_ratio, l.document->>'debtRatio' AS debt_ratio,
       l.document->'extra'->>'marginCallThreshold' AS margin_call,
       l.document->'extra'->>'defaultThreshold' AS default_at,
       l.document->'extra'->>'rebalanceThreshold' AS rebalance,
       l.document->>'originalLoanValue' AS loan_value
     FROM loans l LEFT JOIN loan_ltv_base b ON b.loan_id = l.loan_id
     WHERE l.status = 'active' ORDER BY l.loan_id`,
  );
  return parseRows(loanLtvRowSchema, rows).map((row) => ({
    loanId: row.loan_id,
    baseRatio: row.base_ratio,
    debtRatio: row.debt_ratio,
    marginCallThreshold: row.margin_call,
    defaultThreshold: row.default_at,
    rebalanceThreshold: row.rebalance,
    originalLoanValue: row.loan_value,
  }));
}

/** A loan's new LTV and the `debtRatioStatus` it puts the loan in. */
export interface LtvChange {
  loanId: string;
  ratio: string;
  status: DebtRatioStatus;
}

/** Writes new LTVs into the loans' documents, stamped `atMs`. */
export async function saveLoanLtvs(
  db: SqlClient,
  changes: readonly LtvChange[],
  atMs: number,
): Promise<void> {
  if (changes.length === 0) return;
  await db.query(
    `UPDATE loans SET updated_at = $2::bigint,
       document = document || jsonb_build_object('debtRatio', c->>'ratio', 'debtRatioStatus', c->>'status',
         'debtRatioUpdatedAt', $3::text, 'updatedAt', $3::text)
     FROM jsonb_array_elements($1::jsonb) AS c WHERE loans.loan_id = c->>'loanId'`,
    [JSON.stringify(changes), atMs, String(atMs)],
  );
}
