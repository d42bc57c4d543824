import { z } from 'zod';
import { parseFirstRow, type SqlClient } from '../../store/sql-client';
import type { BudgetReport } from './rate-limit-headers';

/** The provider counts over a sliding 5-minute window. */
export const WINDOW_SECONDS = 5 * 60;

/** Counts one request sent under a key, in its second. */
export async function countRequest(db: SqlClient, keyHash: string, second: number): Promise<void> {
  await db.query(
    `INSERT INTO upstream_requests (key_hash, second, count) VALUES ($1, $2, 1)
     ON CONFLICT (key_hash, second) DO UPDATE SET count = upstream_requests.count + 1`,
    [keyHash, second],
  );
}

/** Keeps what the provider said; a report without a refusal keeps an earlier refusal. */
export async function keepReport(
  db: SqlClient,
  keyHash: string,
  report: BudgetReport,
  nowMs: number,
): Promise<void> {
  await db.query(
    `INSERT INTO upstream_budget_reports
       (key_hash, reported_limit, reported_remaining, reported_at, reset_at, refused_until)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (key_hash) DO UPDATE SET reported_limit = EXCLUDED.reported_limit,
       reported_remaining = EXCLUDED.reported_remaining, reported_at = EXCLUDED.reported_at,
       reset_at = EXCLUDED.reset_at,
       refused_until = COALESCE(EXCLUDED.refused_until, upstream_budget_reports.refused_until)`,
    [
      keyHash,
      report.limit ?? null,
      report.remaining ?? null,
      nowMs,
      report.resetAt ?? null,
      report.refusedUntil ?? null,
    ],
  );
}

const windowRowSchema = z.object({
  used: z.number(),
  first: z.number().nullable(),
  used_since_report: z.number(),
  reported_limit: z.number().nullable(),
  reported_remaining: z.number().nullable(),
  reported_at: z.number().nullable(),
  reset_at: z.number().nullable(),
  refused_until: z.number().nullable(),
});
export type KeyWindow = z.infer<typeof windowRowSchema>;

/** The window of a key that has sent nothing and heard no report. */
export const unusedKeyWindow: KeyWindow = {
  used: 0,
  first: null,
  used_since_report: 0,
  reported_limit: null,
  reported_remaining: null,
  reported_at: null,
  reset_at: null,
  refused_until: null,
};

/**
 * A key's last five minutes in one statement: requests this server sent (all instances),
 * the oldest second among them, those sent since the provider's last report, and that report.
 */
export async function keyWindow(db: SqlClient, keyHash: string, nowMs: number): Promise<KeyWindow> {
  const second = Math.floor(nowMs / 1000);
  const { rows } = await db.query(
    `SELECT COALESCE(SUM(u.count), 0)::int AS used, MIN(u.second) AS first,
            COALESCE(SUM(u.count) FILTER (WHERE u.second * 1000 >= r.reported_at), 0)::int
              AS used_since_report,
            r.reported_limit, r.reported_remaining, r.reported_at, r.reset_at, r.refused_until
     FROM (SELECT 1) one
     LEFT JOIN upstream_budget_reports r ON r.key_hash = $1
     LEFT JOIN upstream_requests u ON u.key_hash = $1 AND u.second > $2::bigint - $3::bigint
     GROUP BY r.reported_limit, r.reported_remaining, r.reported_at, r.reset_at, r.refused_until`,
    [keyHash, second, WINDOW_SECONDS],
  );
  return parseFirstRow(windowRowSchema, rows) ?? unusedKeyWindow;
}

/** Forgets counts that have left every window. */
export async function forgetOldCounts(db: SqlClient, nowMs: number): Promise<void> {
  const second = Math.floor(nowMs / 1000);
  await db.query('DELETE FROM upstream_requests WHERE second <= $1', [second - WINDOW_SECONDS]);
}
