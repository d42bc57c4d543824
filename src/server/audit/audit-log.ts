import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  advisoryLockKey,
  parseFirstRow,
  parseRows,
  type Database,
  type SqlClient,
} from '../../store/sql-client';
import {
  chainHash,
  GENESIS_HASH,
  recordOf,
  type AuditEntry,
  type AuditRecord,
} from './audit-record';

export const recordRowSchema = z.object({
  seq: z.number(),
  id: z.string(),
  at: z.number(),
  actor_subject: z.string().nullable(),
  actor_email: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_roles: z.array(z.string()),
  action: z.string(),
  outcome: z.string(),
  completes: z.string().nullable(),
  order_id: z.string().nullable(),
  external_order_id: z.string().nullable(),
  portfolio_id: z.string().nullable(),
  currency: z.string().nullable(),
  amount: z.string().nullable(),
  destination: z.string().nullable(),
  status_code: z.number().nullable(),
  error_code: z.string().nullable(),
  detail: z.string().nullable(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type RecordRow = z.infer<typeof recordRowSchema>;

export const RECORD_COLUMNS =
  'seq, id, at, actor_subject, actor_email, actor_name, actor_roles, action, outcome, completes, order_id, external_order_id, portfolio_id, currency, amount, destination, status_code, error_code, detail, request_id, ip, user_agent, prev_hash, hash';

/** A stored row back as the record that was hashed. */
export function recordFromRow(row: RecordRow): AuditRecord {
  return {
    id: row.id,
    at: row.at,
    actorSubject: row.actor_subject,
    actorEmail: row.actor_email,
    actorName: row.actor_name,
    actorRoles: row.actor_roles,
    action: row.action,
    outcome: row.outcome,
    completes: row.completes,
    orderId: row.order_id,
    externalOrderId: row.external_order_id,
    portfolioId: row.portfolio_id,
    currency: row.currency,
    amount: row.amount,
    destination: row.destination,
    statusCode: row.status_code,
    errorCode: row.error_code,
    detail: row.detail,
    requestId: row.request_id,
    ip: row.ip,
    userAgent: row.user_agent,
  };
}

/** The columns a record is written to, in the order of {@link auditRowValues}. */
export const INSERT_COLUMNS =
  'id, at, actor_subject, actor_email, actor_name, actor_roles, action, outcome, completes, order_id, external_order_id, portfolio_id, currency, amount, destination, status_code, error_code, detail, request_id, ip, user_agent, prev_hash, hash';

/** A record's values for {@link INSERT_COLUMNS}, chained to the previous record's hash. */
export function auditRowValues(record: AuditRecord, previous: string): unknown[] {
  return [
    record.id,
    record.at,
    record.actorSubject,
    record.actorEmail,
    record.actorName,
    record.actorRoles,
    record.action,
    record.outcome,
    record.completes,
    record.orderId,
    record.externalOrderId,
    record.portfolioId,
    record.currency,
    record.amount,
    record.destination,
    record.statusCode,
    record.errorCode,
    record.detail,
    record.requestId,
    record.ip,
    record.userAgent,
    previous,
    chainHash(previous, record),
  ];
}

async function insert(tx: SqlClient, record: AuditRecord): Promise<void> {
  // Appends take turns across every instance, so the chain never forks.
  await tx.query(`SELECT pg_advisory_xact_lock(${advisoryLockKey})`, ['audit-log-chain']);
  const { rows } = await tx.query('SELECT hash FROM audit_log ORDER BY seq DESC LIMIT 1');
  const previous = parseFirstRow(z.object({ hash: z.string() }), rows)?.hash ?? GENESIS_HASH;
  const values = auditRowValues(record, previous);
  const placeholders = values.map((_, index) => `$${index + 1}`).join(', ');
  await tx.query(`INSERT INTO audit_log (${INSERT_COLUMNS}) VALUES (${placeholders})`, values);
}

/**
 * The audit log: it only appends. There is no way in this code to change or remove a record,
 * and the database refuses to as well.
 */
export function auditLog(db: Database, now: () => number = Date.now) {
  return {
    /** Appends one record; resolves to its id (an attempt's outcome refers to it). */
    async append(entry: AuditEntry): Promise<string> {
      const record = recordOf(entry, randomUUID(), now());
      await db.transaction((tx) => insert(tx, record));
      return record.id;
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;

export type ChainCheck =
  | { ok: true; records: number }
  | { ok: false; records: number; brokenAt: { seq: number; id: string; reason: string } };

/** Walks the whole chain in order and names the first record that does not fit. */
export async function verifyChain(db: SqlClient, batch = 5_000): Promise<ChainCheck> {
  let previous = GENESIS_HASH;
  let afterSeq = 0;
  let records = 0;
  for (;;) {
    const { rows } = await db.query(
      `SELECT ${RECORD_COLUMNS} FROM audit_log WHERE seq > $1 ORDER BY seq LIMIT $2`,
      [afterSeq, batch],
    );
    const page = parseRows(recordRowSchema, rows);
    for (const row of page) {
      if (row.prev_hash !== previous) {
        return {
          ok: false,
          records,
          brokenAt: { seq: row.seq, id: row.id, reason: 'does not follow the record before it' },
        };
      }
      if (chainHash(previous, recordFromRow(row)) !== row.hash) {
        return {
          ok: false,
          records,
          brokenAt: { seq: row.seq, id: row.id, reason: 'its content does not match its hash' },
        };
      }
      previous = row.hash;
      afterSeq = row.seq;
      records += 1;
    }
    if (page.length < batch) return { ok: true, records };
  }
}
