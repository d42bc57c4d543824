import { z } from 'zod';
import {
  balanceSampleSources,
  type BalanceSample,
  type WalletBalanceReading,
} from '../../shared/balance-history';
import { parseFirstRow, parseRows, type SqlClient } from '../../store/sql-client';

const sampleRowSchema = z.object({
  sampled_at: z.coerce.number(),
  balance: z.string().nullable(),
  available: z.string().nullable(),
  reserve: z.string().nullable(),
  staked: z.string().nullable(),
  total: z.string().nullable(),
  source: z.enum(balanceSampleSources),
});

/**
 * Stores readings, at most one per wallet and moment: a reading already stored (another
 * instance took the same slot, or a retry) is left as it is. Returns how many were new.
 */
export async function recordBalanceReadings(
  db: SqlClient,
  readings: readonly WalletBalanceReading[],
): Promise<number> {
  if (readings.length === 0) return 0;
  const rows = readings.map((reading) => ({ ...reading, at: String(reading.at) }));
  const { rows: inserted } = await db.query(
    `INSERT INTO balance_samples (wallet_id, sampled_at, balance, available, reserve, staked,
       total, source)
     SELECT r->>'walletId', (r->>'at')::bigint, r->>'balance', r->>'available', r->>'reserve',
       r->>'staked', r->>'total', r->>'source'
     FROM jsonb_array_elements($1::jsonb) AS r
     ON CONFLICT (wallet_id, sampled_at) DO NOTHING
     RETURNING wallet_id`,
    [JSON.stringify(rows)],
  );
  return inserted.length;
}

/** One wallet's readings from `sinceMs` on, oldest first. */
export async function balanceSamplesOf(
  db: SqlClient,
  walletId: string,
  sinceMs: number,
): Promise<BalanceSample[]> {
  const { rows } = await db.query(
    `SELECT sampled_at, balance, available, reserve, staked, total, source
     FROM balance_samples WHERE wallet_id = $1 AND sampled_at >= $2 ORDER BY sampled_at`,
    [walletId, sinceMs],
  );
  return parseRows(sampleRowSchema, rows).map(({ sampled_at, ...sample }) => ({
    at: sampled_at,
    ...sample,
  }));
}

const latestSchema = z.object({ latest: z.coerce.number().nullable() });
const countSchema = z.object({ n: z.number() });

/** The moment of the newest reading of any wallet, if there is one. */
export async function latestBalanceSampleAt(db: SqlClient): Promise<number | undefined> {
  const { rows } = await db.query('SELECT max(sampled_at) AS latest FROM balance_samples');
  return parseFirstRow(latestSchema, rows)?.latest ?? undefined;
}

/** Forgets readings older than `beforeMs`; returns how many went. */
export async function pruneBalanceSamples(db: SqlClient, beforeMs: number): Promise<number> {
  const { rows } = await db.query(
    `WITH gone AS (DELETE FROM balance_samples WHERE sampled_at < $1 RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [beforeMs],
  );
  return parseFirstRow(countSchema, rows)?.n ?? 0;
}
