import { z } from 'zod';
import { parseFirstRow, type SqlClient } from '../../store/sql-client';

/** An answer as the cache keeps it and every reader gets it: status, headers, bytes. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

const lookupRowSchema = z.object({
  latest: z.number(),
  fresh: z.boolean().nullable(),
  status: z.number().nullable(),
  headers: z.record(z.string(), z.string()).nullable(),
  body: z.instanceof(Uint8Array).nullable(),
});

/** The newest invalidation of any of `topics`, as SQL over parameter `$n` (a text[]). */
const latestOf = (n: number) =>
  `(SELECT COALESCE(MAX(invalidated_seq), 0)::bigint FROM read_cache_topics WHERE topic = ANY($${n}::text[]))`;

export type Lookup =
  | { hit: true; answer: StoredAnswer }
  | {
      hit: false;
      /** The newest invalidation of the read's topics: a read begun now has seen it. */
      latest: number;
    };

/**
 * One statement: the cached answer if it is still good (not expired, and none of its topics
 * invalidated since it was fetched), and otherwise how far the invalidations of its topics
 * have got, so a read that starts now can say what it has seen.
 */
export async function lookUp(
  db: SqlClient,
  cacheKey: string,
  topics: readonly string[],
  nowMs: number,
): Promise<Lookup> {
  const { rows } = await db.query(
    `SELECT t.latest, (c.seen >= t.latest AND c.expires_at > $2) AS fresh,
            c.status, c.headers, c.body
     FROM (SELECT ${latestOf(3)} AS latest) t
     LEFT JOIN read_cache c ON c.cache_key = $1`,
    [cacheKey, nowMs, topics],
  );
  const row = parseFirstRow(lookupRowSchema, rows);
  if (row?.fresh === true && row.status !== null && row.headers !== null && row.body !== null) {
    return { hit: true, answer: { status: row.status, headers: row.headers, body: row.body } };
  }
  return { hit: false, latest: row?.latest ?? 0 };
}

/**
 * Keeps an answer unless one of its topics was invalidated after the read began (`seen`): an
 * answer fetched before a change must not outlive it. An entry fetched later wins.
 */
export async function keep(
  db: SqlClient,
  entry: { cacheKey: string; topics: readonly string[]; seen: number; expiresAt: number },
  answer: StoredAnswer,
): Promise<void> {
  await db.query(
    `INSERT INTO read_cache (cache_key, topics, seen, status, headers, body, expires_at)
     SELECT $1, $2::text[], $3, $4, $5, $6, $7 WHERE ${latestOf(2)} <= $3
     ON CONFLICT (cache_key) DO UPDATE SET topics = EXCLUDED.topics, seen = EXCLUDED.seen,
       status = EXCLUDED.status, headers = EXCLUDED.headers, body = EXCLUDED.body,
       expires_at = EXCLUDED.expires_at
     WHERE read_cache.seen <= EXCLUDED.seen`,
    [
      entry.cacheKey,
      entry.topics,
      entry.seen,
      answer.status,
      JSON.stringify(answer.headers),
      answer.body,
      entry.expiresAt,
    ],
  );
}

/** Makes every entry that depends on one of `topics` stale, on every instance at once. */
export async function invalidate(
  db: SqlClient,
  topics: readonly string[],
  nowMs: number,
): Promise<void> {
  if (topics.length === 0) return;
  await db.query(
    `INSERT INTO read_cache_topics (topic, invalidated_seq, invalidated_at)
     SELECT topic, nextval('read_cache_invalidations'), $2
     FROM unnest($1::text[]) AS topic
     ON CONFLICT (topic) DO UPDATE SET invalidated_seq = EXCLUDED.invalidated_seq,
       invalidated_at = EXCLUDED.invalidated_at`,
    [[...new Set(topics)], nowMs],
  );
}

/**
 * Forgets expired answers, and invalidations older than any answer that could still be
 * served (an entry fetched before one expires within `oldestUsefulMs` of it).
 */
export async function sweep(db: SqlClient, nowMs: number, oldestUsefulMs: number): Promise<void> {
  await db.query('DELETE FROM read_cache WHERE expires_at <= $1', [nowMs]);
  await db.query('DELETE FROM read_cache_topics WHERE invalidated_at < $1', [
    nowMs - oldestUsefulMs,
  ]);
}
