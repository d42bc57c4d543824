import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  advisoryLockKey,
  parseFirstRow,
  type Database,
  type SqlClient,
} from '../../store/sql-client';
import type { AuditKey, AuditKeys } from './audit-key';
import {
  GENESIS_HASH,
  keyedLink,
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
  key_id: z.string().nullable(),
  prev_hash: z.string(),
  hash: z.string(),
});
export type RecordRow = z.infer<typeof recordRowSchema>;

export const RECORD_COLUMNS =
  'seq, id, at, actor_subject, actor_email, actor_name, actor_roles, action, outcome, completes, order_id, external_order_id, portfolio_id, currency, amount, destination, status_code, error_code, detail, request_id, ip, user_agent, key_id, prev_hash, hash';

/** What a stored row says of its target and request, as both a record and an entry name it. */
export function targetAndRequestOf(
  row: Omit<RecordRow, 'completes' | 'key_id' | 'prev_hash' | 'hash'>,
) {
  return {
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

/** A stored row back as the record that was linked: the canonical form comes from what is stored. */
export function recordFromRow(row: RecordRow): AuditRecord {
  const record: AuditRecord = {
    id: row.id,
    at: row.at,
    actorSubject: row.actor_subject,
    actorEmail: row.actor_email,
    actorName: row.actor_name,
    actorRoles: row.actor_roles,
    action: row.action,
    outcome: row.outcome,
    completes: row.completes,
    ...targetAndRequestOf(row),
  };
  return row.key_id === null ? record : { ...record, keyId: row.key_id };
}

/** The columns a record is written to, in the order of {@link auditRowValues}. */
export const INSERT_COLUMNS =
  'id, at, actor_subject, actor_email, actor_name, actor_roles, action, outcome, completes, order_id, external_order_id, portfolio_id, currency, amount, destination, status_code, error_code, detail, request_id, ip, user_agent, key_id, prev_hash, hash';

/** A record's values for {@link INSERT_COLUMNS}, linked under `key` to the previous link. */
export function auditRowValues(record: AuditRecord, previous: string, key: AuditKey): unknown[] {
  const keyed = { ...record, keyId: key.id };
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
    key.id,
    previous,
    keyedLink(key.secret, previous, keyed),
  ];
}

/** The first keyed record: from here on, every link is keyed. */
export const OPENING_ACTION = 'audit.chain-keyed';

/** The last link of the chain: where the next record goes, and under which key. */
interface Tip {
  seq: number;
  hash: string;
  keyId: string | null;
}

export class AuditKeyMissingError extends Error {}

export async function lockedTip(tx: SqlClient): Promise<Tip | undefined> {
  // Appends take turns across every instance, so the chain never forks.
  await tx.query(`SELECT pg_advisory_xact_lock(${advisoryLockKey})`, ['audit-log-chain']);
  const { rows } = await tx.query(
    'SELECT seq, hash, key_id FROM audit_log ORDER BY seq DESC LIMIT 1',
  );
  const row = parseFirstRow(
    z.object({ seq: z.number(), hash: z.string(), key_id: z.string().nullable() }),
    rows,
  );
  return row === undefined ? undefined : { seq: row.seq, hash: row.hash, keyId: row.key_id };
}

export async function insertRecord(
  tx: SqlClient,
  record: AuditRecord,
  previous: string,
  key: AuditKey,
) {
  const values = auditRowValues(record, previous, key);
  const placeholders = values.map((_, index) => `$${index + 1}`).join(', ');
  const { rows } = await tx.query(
    `INSERT INTO audit_log (${INSERT_COLUMNS}) VALUES (${placeholders}) RETURNING seq, hash, key_id`,
    values,
  );
  const tip = parseFirstRow(
    z.object({ seq: z.number(), hash: z.string(), key_id: z.string() }),
    rows,
  );
  if (tip === undefined) throw new Error('The audit record was not stored');
  return { seq: tip.seq, hash: tip.hash, keyId: tip.key_id };
}

/**
 * The tip of a keyed chain and the key to continue it with. A store whose chain is not keyed yet
 * (new, or written before keys) gets its opening record first: it says from where on the links
 * are keyed, and how many unkeyed records came before.
 */
export async function keyedTip(tx: SqlClient, keys: AuditKeys, at: number) {
  const tip = await lockedTip(tx);
  if (tip?.keyId != null) {
    const key = keys.byId(tip.keyId);
    if (key === undefined) {
      throw new AuditKeyMissingError(
        `The activity log continues under audit key ${tip.keyId}, which this instance does not hold: set AUDIT_KEY (or AUDIT_PREVIOUS_KEYS) to it.`,
      );
    }
    return { tip, key };
  }
  const before = tip?.seq ?? 0;
  const opening = recordOf(
    {
      action: OPENING_ACTION,
      outcome: 'succeeded',
      detail: `The chain is keyed from this record on (HMAC-SHA256, key ${keys.current.id}); the ${before} records before it carry unkeyed SHA-256 links.`,
    },
    randomUUID(),
    at,
  );
  return {
    tip: await insertRecord(tx, opening, tip?.hash ?? GENESIS_HASH, keys.current),
    key: keys.current,
  };
}

export interface AuditLogOptions {
  keys: AuditKeys;
  now?: () => number;
  /** Told of each record's place once it is stored (checkpoints are written by count). */
  appended?: (seq: number) => void;
}

/**
 * The audit log: it only appends. There is no way in this code to change or remove a record,
 * and the database refuses to as well. Each record is linked to the one before it under the
 * audit key, which lives outside the database.
 */
export function auditLog(db: Database, { keys, now = Date.now, appended }: AuditLogOptions) {
  return {
    /** Appends one record; resolves to its id (an attempt's outcome refers to it). */
    async append(entry: AuditEntry): Promise<string> {
      const record = recordOf(entry, randomUUID(), now());
      const stored = await db.transaction(async (tx) => {
        const { tip, key } = await keyedTip(tx, keys, record.at);
        return insertRecord(tx, record, tip.hash, key);
      });
      appended?.(stored.seq);
      return record.id;
    },
    /** Keys the chain now if it is not keyed yet, so a store never waits for its first write. */
    async open(): Promise<void> {
      await db.transaction((tx) => keyedTip(tx, keys, now()));
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
