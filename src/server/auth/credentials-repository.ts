import { z } from 'zod';
import type { ApiKeySummary } from '../../shared/session';
import type { Credentials } from '../platform/signing';
import { parseFirstRow, type SqlClient } from '../../store/sql-client';
import { openSecret, sealSecret } from './secret-cipher';

/** The sealed secret is bound to its owner and key, so it opens only in its own row. */
function sealContext(subject: string, apiKey: string): string {
  return `${subject}\n${apiKey}`;
}

export interface StoredCredentials extends Credentials {
  providerUserId: string | null;
}

/** Stores (or replaces) a person's own API key; the secret is sealed before it is written. */
export async function saveCredentials(
  db: SqlClient,
  encryptionKey: Buffer,
  input: { subject: string; apiKey: string; apiSecret: string; providerUserId: string | null },
  nowMs: number,
): Promise<void> {
  const sealed = sealSecret(
    encryptionKey,
    input.apiSecret,
    sealContext(input.subject, input.apiKey),
  );
  // A new key starts with no known owner unless the caller knows it (the sandbox's own keys).
  await db.query(
    `INSERT INTO api_credentials
       (subject, api_key, sealed_secret, provider_user_id, provider_user_confirmed_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (subject) DO UPDATE SET api_key = EXCLUDED.api_key,
       sealed_secret = EXCLUDED.sealed_secret, provider_user_id = EXCLUDED.provider_user_id,
       provider_user_confirmed_at = EXCLUDED.provider_user_confirmed_at,
       created_at = EXCLUDED.created_at, last_used_at = NULL`,
    [
      input.subject,
      input.apiKey,
      sealed,
      input.providerUserId,
      input.providerUserId === null ? null : nowMs,
      nowMs,
    ],
  );
}

const credentialRowSchema = z.object({
  subject: z.string(),
  api_key: z.string(),
  sealed_secret: z.instanceof(Uint8Array),
  provider_user_id: z.string().nullable(),
});

/** A person's key and opened secret, for signing their requests; undefined without one. */
export async function credentialsOf(
  db: SqlClient,
  encryptionKey: Buffer,
  subject: string,
): Promise<StoredCredentials | undefined> {
  const { rows } = await db.query(
    'SELECT subject, api_key, sealed_secret, provider_user_id FROM api_credentials WHERE subject = $1',
    [subject],
  );
  const row = parseFirstRow(credentialRowSchema, rows);
  if (row === undefined) return undefined;
  return {
    apiKey: row.api_key,
    apiSecret: openSecret(encryptionKey, row.sealed_secret, sealContext(row.subject, row.api_key)),
    providerUserId: row.provider_user_id,
  };
}

/** Who holds an API key: a script signing with its own key acts as that person. */
export async function subjectOfApiKey(db: SqlClient, apiKey: string): Promise<string | undefined> {
  const { rows } = await db.query('SELECT subject FROM api_credentials WHERE api_key = $1', [
    apiKey,
  ]);
  return parseFirstRow(z.object({ subject: z.string() }), rows)?.subject;
}

const summaryRowSchema = z.object({
  api_key: z.string(),
  provider_user_id: z.string().nullable(),
  provider_user_confirmed_at: z.number().nullable(),
  created_at: z.number(),
  last_used_at: z.number().nullable(),
});

export interface CredentialsSummary extends ApiKeySummary {
  /** The provider user the key belongs to, once confirmed; null until then. */
  providerUserId: string | null;
  providerUserConfirmedAt: number | null;
}

/** What the settings page may show of a key: its last four characters and its dates. */
export async function credentialsSummary(
  db: SqlClient,
  subject: string,
): Promise<CredentialsSummary | undefined> {
  const { rows } = await db.query(
    `SELECT api_key, provider_user_id, provider_user_confirmed_at, created_at, last_used_at
     FROM api_credentials WHERE subject = $1`,
    [subject],
  );
  const row = parseFirstRow(summaryRowSchema, rows);
  return row === undefined
    ? undefined
    : {
        keyLast4: row.api_key.slice(-4),
        addedAt: row.created_at,
        lastUsedAt: row.last_used_at,
        providerUserId: row.provider_user_id,
        providerUserConfirmedAt: row.provider_user_confirmed_at,
      };
}

/**
 * Records which provider user a person's key belongs to, for the key they hold now: a key
 * replaced meanwhile is not confirmed by a check made on the one before. False when the key
 * changed. `userId` null forgets it.
 */
export async function setProviderUser(
  db: SqlClient,
  input: { subject: string; apiKey: string; userId: string | null },
  nowMs: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE api_credentials SET provider_user_id = $3, provider_user_confirmed_at = $4
     WHERE subject = $1 AND api_key = $2 RETURNING subject`,
    [input.subject, input.apiKey, input.userId, input.userId === null ? null : nowMs],
  );
  return rows.length > 0;
}

/** Who else in this dashboard has confirmed that they are this provider user, if anyone. */
export async function otherHolderOf(
  db: SqlClient,
  userId: string,
  subject: string,
): Promise<string | undefined> {
  const { rows } = await db.query(
    `SELECT p.name FROM api_credentials c JOIN people p ON p.subject = c.subject
     WHERE c.provider_user_id = $1 AND c.subject <> $2`,
    [userId, subject],
  );
  return parseFirstRow(z.object({ name: z.string() }), rows)?.name;
}

export async function deleteCredentials(db: SqlClient, subject: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM api_credentials WHERE subject = $1 RETURNING subject',
    [subject],
  );
  return rows.length > 0;
}

/** How stale a key's "last used" may be: it is stamped at most this often, not at every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Stamps when a key last signed a request, unless it was stamped less than a minute ago (by
 * any instance): a busy key costs one write a minute, not one per request.
 */
async function markCredentialsUsed(db: SqlClient, subject: string, nowMs: number) {
  await db.query(
    `UPDATE api_credentials SET last_used_at = $2
     WHERE subject = $1 AND (last_used_at IS NULL OR last_used_at <= $3)`,
    [subject, nowMs, nowMs - LAST_USED_RESOLUTION_MS],
  );
}

/**
 * `markCredentialsUsed` that also skips the store round trip while this instance tried to stamp
 * the same person's key less than a minute ago: each instance asks the store at most once a
 * minute per key, so "last used" may lag by up to about two minutes.
 */
export function usageStamper(db: SqlClient, now: () => number) {
  const stamped = new Map<string, number>();
  return async (subject: string): Promise<void> => {
    const nowMs = now();
    const last = stamped.get(subject);
    if (last !== undefined && nowMs - last < LAST_USED_RESOLUTION_MS) return;
    stamped.set(subject, nowMs);
    await markCredentialsUsed(db, subject, nowMs);
  };
}
