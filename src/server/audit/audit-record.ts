import { createHash } from 'node:crypto';

/** What the log says happened, before it is chained. */
export interface AuditEntry {
  action: string;
  /**
   * `attempted`: about to be sent (a write); its outcome follows in a record that
   * `completes` it. A crash in between leaves only the attempt: outcome unknown.
   */
  outcome: 'attempted' | 'succeeded' | 'refused' | 'failed';
  actor?: { subject: string; email: string; name: string; roles: readonly string[] } | undefined;
  completes?: string | undefined;
  target?: {
    orderId?: string | undefined;
    externalOrderId?: string | undefined;
    portfolioId?: string | undefined;
    currency?: string | undefined;
    amount?: string | undefined;
    destination?: string | undefined;
  };
  statusCode?: number | undefined;
  errorCode?: string | undefined;
  detail?: string | undefined;
  request?: { id?: string | undefined; ip?: string | undefined; userAgent?: string | undefined };
}

/** A record as stored: the entry with its id, time and place in the chain. */
export interface AuditRecord {
  id: string;
  at: number;
  actorSubject: string | null;
  actorEmail: string | null;
  actorName: string | null;
  actorRoles: string[];
  action: string;
  outcome: string;
  completes: string | null;
  orderId: string | null;
  externalOrderId: string | null;
  portfolioId: string | null;
  currency: string | null;
  amount: string | null;
  destination: string | null;
  statusCode: number | null;
  errorCode: string | null;
  detail: string | null;
  requestId: string | null;
  ip: string | null;
  userAgent: string | null;
}

/** The hash the first record chains to. */
export const GENESIS_HASH = '0'.repeat(64);

const MAX_TEXT = 500;
const clip = (value: string | undefined) => (value === undefined ? null : value.slice(0, MAX_TEXT));

export function recordOf(entry: AuditEntry, id: string, at: number): AuditRecord {
  return {
    id,
    at,
    actorSubject: entry.actor?.subject ?? null,
    actorEmail: entry.actor?.email ?? null,
    actorName: entry.actor?.name ?? null,
    actorRoles: [...(entry.actor?.roles ?? [])],
    action: entry.action,
    outcome: entry.outcome,
    completes: entry.completes ?? null,
    orderId: clip(entry.target?.orderId),
    externalOrderId: clip(entry.target?.externalOrderId),
    portfolioId: clip(entry.target?.portfolioId),
    currency: clip(entry.target?.currency),
    amount: clip(entry.target?.amount),
    destination: clip(entry.target?.destination),
    statusCode: entry.statusCode ?? null,
    errorCode: clip(entry.errorCode),
    detail: clip(entry.detail),
    requestId: clip(entry.request?.id),
    ip: clip(entry.request?.ip),
    userAgent: clip(entry.request?.userAgent),
  };
}

/**
 * The record's canonical form: every field, in a fixed (sorted) order, as JSON. Any change to
 * any field changes it, and so the record's hash and every hash after it.
 */
export function canonicalForm(record: AuditRecord): string {
  const fields = Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(fields);
}

/** SHA-256(previous record's hash + this record's canonical form), hex. */
export function chainHash(previousHash: string, record: AuditRecord): string {
  return createHash('sha256')
    .update(previousHash + canonicalForm(record))
    .digest('hex');
}
