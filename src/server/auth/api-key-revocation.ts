import { z } from 'zod';
import type { ApiKeyHolder, RevokedKeyNotice } from '../../shared/api-keys';
import { parseFirstRow, parseRows, type Database, type SqlClient } from '../../store/sql-client';

/** The channel every instance's event hub hears changes to a person's account on; its payload is their subject. */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changes';

const holderRowSchema = z.object({
  subject: z.string(),
  name: z.string(),
  email: z.string(),
  api_key: z.string(),
  created_at: z.number(),
  last_used_at: z.number().nullable(),
});

function toHolder(row: z.infer<typeof holderRowSchema>): ApiKeyHolder {
  return {
    person: { subject: row.subject, name: row.name, email: row.email },
    keyLast4: row.api_key.slice(-4),
    addedAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

const HOLDERS = `SELECT c.subject, p.name, p.email, c.api_key, c.created_at, c.last_used_at
  FROM api_credentials c JOIN people p ON p.subject = c.subject`;

/** Everyone who holds an API key, by name. */
export async function listApiKeyHolders(db: SqlClient): Promise<ApiKeyHolder[]> {
  const { rows } = await db.query(`${HOLDERS} ORDER BY p.name, p.email`);
  return parseRows(holderRowSchema, rows).map(toHolder);
}

export type Revocation =
  { ok: true; before: ApiKeyHolder } | { ok: false; status: 404 | 409; message: string };

/**
 * Deletes a person's key and its sealed secret, and leaves them a notice with the reason, in
 * one transaction that has locked the key: a key replaced since the administrator looked
 * (another `addedAt`) is refused, not revoked unseen.
 */
export async function revokeApiKey(
  db: Database,
  input: { subject: string; addedAt: number; reason: string; by: string },
  nowMs: number,
): Promise<Revocation> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(`${HOLDERS} WHERE c.subject = $1 FOR UPDATE OF c`, [
      input.subject,
    ]);
    const row = parseFirstRow(holderRowSchema, rows);
    if (row === undefined) {
      return { ok: false, status: 404, message: 'They hold no API key (any more).' };
    }
    const before = toHolder(row);
    if (before.addedAt !== input.addedAt) {
      return {
        ok: false,
        status: 409,
        message: `${before.person.name} replaced their key since this list was loaded: look at the new one before revoking it.`,
      };
    }
    await tx.query('DELETE FROM api_credentials WHERE subject = $1', [input.subject]);
    await tx.query(
      `INSERT INTO revoked_api_keys (subject, key_last4, reason, revoked_by_name, revoked_at)
       VALUES ($1, $2, $3, $4, $5)`,
      [input.subject, before.keyLast4, input.reason, input.by, nowMs],
    );
    return { ok: true, before };
  });
}

const noticeRowSchema = z.object({
  id: z.number(),
  key_last4: z.string(),
  reason: z.string(),
  revoked_by_name: z.string(),
  revoked_at: z.number(),
});

/** The revocations a person has not dismissed yet, newest first. */
export async function unseenRevocations(
  db: SqlClient,
  subject: string,
): Promise<RevokedKeyNotice[]> {
  const { rows } = await db.query(
    `SELECT id, key_last4, reason, revoked_by_name, revoked_at FROM revoked_api_keys
     WHERE subject = $1 AND seen_at IS NULL ORDER BY id DESC`,
    [subject],
  );
  return parseRows(noticeRowSchema, rows).map((row) => ({
    id: row.id,
    keyLast4: row.key_last4,
    reason: row.reason,
    revokedBy: row.revoked_by_name,
    revokedAt: row.revoked_at,
  }));
}

/** Marks a person's own notice seen; false when it is not theirs or was already dismissed. */
export async function dismissRevocation(
  db: SqlClient,
  subject: string,
  id: number,
  nowMs: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE revoked_api_keys SET seen_at = $3 WHERE id = $1 AND subject = $2 AND seen_at IS NULL
     RETURNING id`,
    [id, subject, nowMs],
  );
  return rows.length > 0;
}
