import { z } from 'zod';
import type { ActivityEntry, ActivityQuery } from '../../shared/audit';
import { parseFirstRow, parseRows, type SqlClient } from '../../store/sql-client';
import { recordRowSchema, targetAndRequestOf } from './audit-log';
import { searchedText } from './audit-search';

export const DEFAULT_PAGE_SIZE = 200;
export const MAX_PAGE_SIZE = 5_000;

/**
 * One entry per attempt or single event (`a`), with its outcome record (`c`) when the
 * attempt was completed. Completions are never listed on their own. The outcome is looked up
 * per entry (LATERAL), so a page walks the log newest first and stops once it is full; a
 * plain join let the planner hash the whole log first, seconds at a million records.
 */
const fromLog = (source = 'audit_log') => `FROM ${source} a LEFT JOIN LATERAL (
  SELECT * FROM audit_log done WHERE done.completes = a.id LIMIT 1) c ON true`;
const FROM = fromLog();

/**
 * Free text is looked for first among this many of the newest entries: a common word fills
 * a page there at once, where the trigram index would first gather every one of its matches
 * (seconds for a name at a million records). A rarer one goes to the index.
 */
const WALK_WINDOW = 5_000;

/** How free text is matched: by walking the newest entries, or through the trigram index. */
type TextSearch = 'walk' | 'index';
const OUTCOME = `CASE WHEN a.outcome = 'attempted' THEN COALESCE(c.outcome, 'unknown') ELSE a.outcome END`;

/** A stored record with its outcome's time; the chain's own columns are not shown. */
const entryRowSchema = recordRowSchema
  .omit({ completes: true, key_id: true, prev_hash: true, hash: true })
  .extend({ completed_at: z.number().nullable() });

const SELECT = `SELECT a.seq, a.id, a.at, c.at AS completed_at, a.actor_subject, a.actor_email,
  a.actor_name, a.actor_roles, a.action, ${OUTCOME} AS outcome,
  COALESCE(c.order_id, a.order_id) AS order_id, a.external_order_id, a.portfolio_id, a.currency,
  a.amount, a.destination, COALESCE(c.status_code, a.status_code) AS status_code,
  COALESCE(c.error_code, a.error_code) AS error_code, COALESCE(c.detail, a.detail) AS detail,
  a.request_id, a.ip, a.user_agent`;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * What people paste into the order-id filter: a whole id, or the first characters the orders
 * table shows, copied with or without its ellipsis.
 */
export function orderIdPrefix(text: string): string {
  return text
    .trim()
    .replace(/(…|\.\.\.)$/u, '')
    .trimEnd();
}

/** The WHERE clause and its parameters for a query's filters. */
function conditions(
  query: ActivityQuery,
  textSearch: TextSearch = 'index',
): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const clauses = ['a.completes IS NULL'];
  if (query.person !== undefined) clauses.push(`a.actor_subject = ${add(query.person)}`);
  if (query.actions !== undefined) clauses.push(`a.action = ANY(${add(query.actions)}::text[])`);
  if (query.outcomes !== undefined)
    clauses.push(`${OUTCOME} = ANY(${add(query.outcomes)}::text[])`);
  if (query.from !== undefined) clauses.push(`a.at >= ${add(Number(query.from))}`);
  if (query.to !== undefined) clauses.push(`a.at <= ${add(Number(query.to))}`);
  if (query.orderId !== undefined) {
    // Through the order prefix index: a create names its order only in the completion.
    const prefix = orderIdPrefix(query.orderId) || query.orderId;
    const orderId = add(`${escapeLike(prefix)}%`);
    clauses.push(`a.seq IN (
      SELECT seq FROM audit_log WHERE order_id LIKE ${orderId} AND completes IS NULL
      UNION ALL
      SELECT attempt.seq FROM audit_log done JOIN audit_log attempt ON attempt.id = done.completes
      WHERE done.order_id LIKE ${orderId})`);
  }
  if (query.q !== undefined) {
    // An entry matches by its own text or its outcome's.
    const pattern = add(`%${escapeLike(query.q)}%`);
    clauses.push(
      textSearch === 'walk'
        ? `(${searchedText('a')} ILIKE ${pattern} OR ${searchedText('c')} ILIKE ${pattern})`
        : `a.seq IN (
      SELECT seq FROM audit_log WHERE ${searchedText()} ILIKE ${pattern} AND completes IS NULL
      UNION ALL
      SELECT attempt.seq FROM audit_log done JOIN audit_log attempt ON attempt.id = done.completes
      WHERE ${searchedText('done')} ILIKE ${pattern})`,
    );
  }
  if (query.before !== undefined) clauses.push(`a.seq < ${add(Number(query.before))}`);
  return { where: clauses.join(' AND '), params };
}

function toEntry(row: z.infer<typeof entryRowSchema>): ActivityEntry {
  return {
    id: row.id,
    seq: String(row.seq),
    at: String(row.at),
    completedAt: row.completed_at === null ? null : String(row.completed_at),
    person:
      row.actor_subject === null
        ? null
        : {
            subject: row.actor_subject,
            email: row.actor_email,
            name: row.actor_name,
            roles: row.actor_roles,
          },
    action: row.action,
    outcome: row.outcome,
    ...targetAndRequestOf(row),
  };
}

async function readPage(
  db: SqlClient,
  query: ActivityQuery,
  limit: number,
  textSearch: TextSearch,
): Promise<z.infer<typeof entryRowSchema>[]> {
  const { where, params } = conditions(query, textSearch);
  const before = query.before === undefined ? '' : ` AND seq < ${BigInt(query.before).toString()}`;
  const from =
    textSearch === 'walk'
      ? fromLog(
          `(SELECT * FROM audit_log WHERE completes IS NULL${before} ORDER BY seq DESC LIMIT ${WALK_WINDOW})`,
        )
      : FROM;
  const { rows } = await db.query(
    `${SELECT} ${from} WHERE ${where} ORDER BY a.seq DESC LIMIT ${limit + 1}`,
    params,
  );
  return parseRows(entryRowSchema, rows);
}

/** One page, newest first, and the cursor for the next: keyset paging holds at any depth. */
export async function listActivity(
  db: SqlClient,
  query: ActivityQuery,
): Promise<{ entries: ActivityEntry[]; next: string | null }> {
  const limit = Math.min(Number(query.limit ?? DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE) || 1;
  // A full page among the newest entries is the page: every other match is older.
  const walked = query.q === undefined ? undefined : await readPage(db, query, limit, 'walk');
  const page =
    walked !== undefined && walked.length > limit
      ? walked
      : await readPage(db, query, limit, 'index');
  const more = page.length > limit;
  const entries = page.slice(0, limit).map(toEntry);
  return { entries, next: more ? (entries.at(-1)?.seq ?? null) : null };
}

/** How many entries match: the export's progress is measured against it. */
export async function countActivity(db: SqlClient, query: ActivityQuery): Promise<number> {
  const { where, params } = conditions({ ...query, before: undefined });
  // Only the outcome filter reads the outcome record: without it, counting needs no lookup
  // per entry.
  const from = query.outcomes === undefined ? 'FROM audit_log a' : FROM;
  const { rows } = await db.query(`SELECT count(*)::int AS n ${from} WHERE ${where}`, params);
  return parseFirstRow(z.object({ n: z.number() }), rows)?.n ?? 0;
}

/** Every matching entry, newest first, a page at a time. */
export async function* allActivity(
  db: SqlClient,
  query: ActivityQuery,
  pageSize = MAX_PAGE_SIZE,
): AsyncGenerator<ActivityEntry[]> {
  let before = query.before;
  for (;;) {
    const page = await listActivity(db, { ...query, before, limit: String(pageSize) });
    if (page.entries.length > 0) yield page.entries;
    if (page.next === null) return;
    before = page.next;
  }
}
