import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { z } from 'zod';
import { parseRows, type Database } from '../../store/sql-client';

/** One full swing of a loan's LTV around its base. */
export const LTV_PERIOD_MS = 10 * 60_000;
/** How far, relative to its base, a loan's LTV swings (±3 %). */
const AMPLITUDE = 0.03;

const loanRowSchema = z.object({
  loan_id: z.string(),
  base_ratio: z.string(),
  debt_ratio: z.string().nullable(),
  debt_ratio_status: z.string().nullable(),
  margin_call: z.string().nullable(),
  default_at: z.string().nullable(),
});

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
): 'healthy' | 'margin-call' | 'default' {
  if (defaultAt !== null && new Decimal(ratio).greaterThanOrEqualTo(defaultAt)) return 'default';
  if (marginCall !== null && new Decimal(ratio).greaterThanOrEqualTo(marginCall))
    return 'margin-call';
  return 'healthy';
}

/** Moves every active loan's LTV and keeps `debtRatioStatus` in line with its thresholds. */
export async function driftLoans(db: Database, nowMs: number): Promise<void> {
  await db.query(
    `INSERT INTO loan_ltv_base (loan_id, base_ratio)
     SELECT loan_id, (document->>'debtRatio')::numeric FROM loans
     WHERE status = 'active' AND document->>'debtRatio' ~ '^[0-9]+(\\.[0-9]+)?$'
     ON CONFLICT (loan_id) DO NOTHING`,
  );
  const { rows } = await db.query(
    `SELECT l.loan_id, b.base_ratio::text AS base_ratio, l.document->>'debtRatio' AS debt_ratio,
       l.document->>'debtRatioStatus' AS debt_ratio_status,
       l.document->'extra'->>'marginCallThreshold' AS margin_call,
       l.document->'extra'->>'defaultThreshold' AS default_at
     FROM loans l JOIN loan_ltv_base b ON b.loan_id = l.loan_id WHERE l.status = 'active'`,
  );
  const changes = parseRows(loanRowSchema, rows).flatMap((loan) => {
    const ratio = driftedLtv(loan.loan_id, loan.base_ratio, nowMs);
    if (ratio === loan.debt_ratio) return [];
    return [
      {
        loanId: loan.loan_id,
        ratio,
        status: debtRatioStatusFor(ratio, loan.margin_call, loan.default_at),
      },
    ];
  });
  if (changes.length === 0) return;
  await db.query(
    `UPDATE loans SET updated_at = $2::bigint,
       document = document || jsonb_build_object('debtRatio', c->>'ratio', 'debtRatioStatus', c->>'status',
         'debtRatioUpdatedAt', $3::text, 'updatedAt', $3::text)
     FROM jsonb_array_elements($1::jsonb) AS c WHERE loans.loan_id = c->>'loanId'`,
    [JSON.stringify(changes), nowMs, String(nowMs)],
  );
}
