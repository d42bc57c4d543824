import { createHash, createHmac } from 'node:crypto';
import type { WriteTarget } from './write-targets';

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
  target?: WriteTarget;
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
  /**
   * The key the record's link is made with. Absent on records written before the chain was
   * keyed, whose links are plain SHA-256.
   */
  keyId?: string;
}

/** The hash the first record chains to. */
export const GENESIS_HASH = '0'.repeat(64);

const MAX_TEXT = 500;

function escaped(unit: number): string {
  return `\\u${unit.toString(16).toUpperCase().padStart(4, '0')}`;
}

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * Text as the store keeps it, so that what is hashed is exactly what is stored. PostgreSQL
 * refuses a NUL and silently turns an unpaired surrogate into U+FFFD, so a record hashed over
 * what arrived would not match what came back (one refused order broke the chain for good):
 * both are written as visible escapes (`\u0000`, `\uD83D`). A long value is cut to 500
 * characters, never inside a surrogate pair.
 */
export function storedText(value: string): string {
  let text = '';
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (isHigh(unit) && isLow(value.charCodeAt(index + 1))) {
      text += value.slice(index, index + 2);
      index += 1;
    } else {
      text += unit === 0 || isHigh(unit) || isLow(unit) ? escaped(unit) : value.charAt(index);
    }
    if (text.length >= MAX_TEXT) break;
  }
  if (text.length <= MAX_TEXT) return text;
  return text.slice(0, isHigh(text.charCodeAt(MAX_TEXT - 1)) ? MAX_TEXT - 1 : MAX_TEXT);
}

const stored = (value: string | undefined) => (value === undefined ? null : storedText(value));

/** The record as the store will hold it: every text field in its stored form. */
export function recordOf(entry: AuditEntry, id: string, at: number): AuditRecord {
  return {
    id,
    at,
    actorSubject: stored(entry.actor?.subject),
    actorEmail: stored(entry.actor?.email),
    actorName: stored(entry.actor?.name),
    actorRoles: (entry.actor?.roles ?? []).map(storedText),
    action: storedText(entry.action),
    outcome: entry.outcome,
    completes: entry.completes ?? null,
    orderId: stored(entry.target?.orderId),
    externalOrderId: stored(entry.target?.externalOrderId),
    portfolioId: stored(entry.target?.portfolioId),
    currency: stored(entry.target?.currency),
    amount: stored(entry.target?.amount),
    destination: stored(entry.target?.destination),
    statusCode: entry.statusCode ?? null,
    errorCode: stored(entry.errorCode),
    detail: stored(entry.detail),
    requestId: stored(entry.request?.id),
    ip: stored(entry.request?.ip),
    userAgent: stored(entry.request?.userAgent),
  };
}

/**
 * The record's canonical form: every field, in a fixed (sorted) order, as JSON. Any change to
 * any field (its key included) changes it, and so the record's link and every link after it.
 */
export function canonicalForm(record: AuditRecord): string {
  const fields = Object.entries(record).sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(fields);
}

/**
 * The link of a record written before the chain was keyed: SHA-256(previous link + canonical
 * form). Anyone can compute it, so it shows changes only to those who cannot write the store.
 */
export function unkeyedLink(previousHash: string, record: AuditRecord): string {
  return createHash('sha256')
    .update(previousHash + canonicalForm(record))
    .digest('hex');
}

/** A record's link: HMAC-SHA256 under the audit key of the previous link + canonical form. */
export function keyedLink(key: Buffer, previousHash: string, record: AuditRecord): string {
  return createHmac('sha256', key)
    .update(previousHash + canonicalForm(record))
    .digest('hex');
}
