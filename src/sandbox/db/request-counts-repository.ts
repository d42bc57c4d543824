import { z } from 'zod';
import { parseFirstRow, type SqlClient } from '../../store/sql-client';

const windowRowSchema = z.object({ used: z.number(), first: z.number().nullable() });

export interface RequestWindow {
  /** Requests the window held before this one. */
  used: number;
  /** Epoch second of the oldest request in the window, if any. */
  first: number | null;
}

/**
 * Counts a request unless the identity's window is full, in one statement
 * that also says how many requests the window holds and its oldest second.
 * The counts live in the store, so every instance sharing the sandbox sees
 * the same window.
 */
export async function countRequest(
  db: SqlClient,
  identityId: string,
  second: number,
  windowSeconds: number,
  limit: number,
): Promise<RequestWindow> {
  const { rows } = await db.query(
    `WITH recent AS (
       SELECT COALESCE(SUM(count), 0)::int AS used, MIN(second) AS first
       FROM rate_limit_counts WHERE identity_id = $1 AND second > $2::bigint - $3::bigint
     ), counted AS (
       INSERT INTO rate_limit_counts (identity_id, second, count)
       SELECT $1, $2::bigint, 1 FROM recent WHERE used < $4::int
       ON CONFLICT (identity_id, second) DO UPDATE SET count = rate_limit_counts.count + 1
     )
     SELECT used, first FROM recent`,
    [identityId, second, windowSeconds, limit],
  );
  return parseFirstRow(windowRowSchema, rows) ?? { used: 0, first: null };
}

/** Forgets seconds at or before `second`, once they have left every window. */
export async function forgetRequestCountsBefore(db: SqlClient, second: number): Promise<void> {
  await db.query('DELETE FROM rate_limit_counts WHERE second <= $1', [second]);
}
