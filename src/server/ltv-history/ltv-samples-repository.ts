import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  ltvSampleSources,
  type LoanLtvReading,
  type LtvMover,
  type LtvSample,
} from '../../shared/ltv-history';
import { parseFirstRow, parseRows, type SqlClient } from '../../store/sql-client';

const sampleRowSchema = z.object({
  sampled_at: z.coerce.number(),
  ltv: z.string(),
  margin_call_threshold: z.string().nullable(),
  default_threshold: z.string().nullable(),
  rebalance_threshold: z.string().nullable(),
  collateral_value_usd: z.string().nullable(),
  status: z.string().nullable(),
  source: z.enum(ltvSampleSources),
});

/**
 * Stores readings, at most one per loan and moment: a reading already stored (another
 * instance took the same slot, or a retry) is left as it is. Returns how many were new.
 */
export async function recordLtvReadings(
  db: SqlClient,
  readings: readonly LoanLtvReading[],
): Promise<number> {
  if (readings.length === 0) return 0;
  const rows = readings.map((reading) => ({
    loanId: reading.loanId,
    at: String(reading.at),
    ltv: reading.ltv,
    marginCall: reading.marginCallThreshold,
    default: reading.defaultThreshold,
    rebalance: reading.rebalanceThreshold,
    collateral: reading.collateralValueUsd,
    status: reading.status,
    source: reading.source,
  }));
  const { rows: inserted } = await db.query(
    `INSERT INTO ltv_samples (loan_id, sampled_at, ltv, margin_call_threshold, default_threshold,
       rebalance_threshold, collateral_value_usd, status, source)
     SELECT r->>'loanId', (r->>'at')::bigint, r->>'ltv', r->>'marginCall', r->>'default',
       r->>'rebalance', r->>'collateral', r->>'status', r->>'source'
     FROM jsonb_array_elements($1::jsonb) AS r
     ON CONFLICT (loan_id, sampled_at) DO NOTHING
     RETURNING loan_id`,
    [JSON.stringify(rows)],
  );
  return inserted.length;
}

/** One loan's readings from `sinceMs` on, oldest first. */
export async function ltvSamplesOf(
  db: SqlClient,
  loanId: string,
  sinceMs: number,
): Promise<LtvSample[]> {
  const { rows } = await db.query(
    `SELECT sampled_at, ltv, margin_call_threshold, default_threshold, rebalance_threshold,
       collateral_value_usd, status, source
     FROM ltv_samples WHERE loan_id = $1 AND sampled_at >= $2 ORDER BY sampled_at`,
    [loanId, sinceMs],
  );
  return parseRows(sampleRowSchema, rows).map((row) => ({
    at: row.sampled_at,
    ltv: row.ltv,
    marginCallThreshold: row.margin_call_threshold,
    defaultThreshold: row.default_threshold,
    rebalanceThreshold: row.rebalance_threshold,
    collateralValueUsd: row.collateral_value_usd,
    status: row.status,
    source: row.source,
  }));
}

const countSchema = z.object({ n: z.number() });
const latestSchema = z.object({ latest: z.coerce.number().nullable() });

/** The moment of the newest reading of any loan, if there is one. */
export async function latestLtvSampleAt(db: SqlClient): Promise<number | undefined> {
  const { rows } = await db.query('SELECT max(sampled_at) AS latest FROM ltv_samples');
  return parseFirstRow(latestSchema, rows)?.latest ?? undefined;
}

/** Forgets readings older than `beforeMs`; returns how many went. */
export async function pruneLtvSamples(db: SqlClient, beforeMs: number): Promise<number> {
  const { rows } = await db.query(
    `WITH gone AS (DELETE FROM ltv_samples WHERE sampled_at < $1 RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [beforeMs],
  );
  return parseFirstRow(countSchema, rows)?.n ?? 0;
}

const bucketRowSchema = z.object({
  loan_id: z.string(),
  bucket_at: z.coerce.number(),
  high: z.string(),
  first_at: z.coerce.number(),
  first_ltv: z.string(),
  last_at: z.coerce.number(),
  last_ltv: z.string(),
});

/**
 * Every loan's movement since `sinceMs`: its first and last readings, their difference, and
 * its highest reading per `bucketMs`, most moved (up or down) first.
 */
export async function ltvMovementsSince(
  db: SqlClient,
  sinceMs: number,
  bucketMs: number,
): Promise<LtvMover[]> {
  const { rows } = await db.query(
    `WITH recent AS (
       SELECT loan_id, sampled_at, ltv FROM ltv_samples WHERE sampled_at >= $1
     ), ends AS (
       SELECT loan_id,
         min(sampled_at) AS first_at, (array_agg(ltv ORDER BY sampled_at))[1] AS first_ltv,
         max(sampled_at) AS last_at, (array_agg(ltv ORDER BY sampled_at DESC))[1] AS last_ltv
       FROM recent GROUP BY loan_id
     )
     SELECT r.loan_id, $1 + floor((r.sampled_at - $1) / $2) * $2 AS bucket_at,
       (max(r.ltv::numeric))::text AS high,
       e.first_at, e.first_ltv, e.last_at, e.last_ltv
     FROM recent r JOIN ends e ON e.loan_id = r.loan_id
     GROUP BY r.loan_id, bucket_at, e.first_at, e.first_ltv, e.last_at, e.last_ltv
     ORDER BY r.loan_id, bucket_at`,
    [sinceMs, bucketMs],
  );
  const movers = new Map<string, LtvMover>();
  for (const row of parseRows(bucketRowSchema, rows)) {
    let mover = movers.get(row.loan_id);
    if (mover === undefined) {
      mover = {
        loanId: row.loan_id,
        first: { at: row.first_at, ltv: row.first_ltv },
        last: { at: row.last_at, ltv: row.last_ltv },
        change: new Decimal(row.last_ltv).minus(row.first_ltv).toFixed(),
        points: [],
      };
      movers.set(row.loan_id, mover);
    }
    mover.points.push({ at: row.bucket_at, ltv: row.high });
  }
  return [...movers.values()].sort(
    (a, b) =>
      new Decimal(b.change).abs().comparedTo(new Decimal(a.change).abs()) ||
      a.loanId.localeCompare(b.loanId),
  );
}
