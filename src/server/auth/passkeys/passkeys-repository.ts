import { z } from 'zod';
import type { PasskeySummary } from '../../../shared/step-up';
import { parseFirstRow, parseRows, type SqlClient } from '../../../store/sql-client';

/** A registered passkey with what verifying its assertions needs. */
export interface StoredPasskey extends PasskeySummary {
  subject: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
}

const passkeyRowSchema = z.object({
  credential_id: z.string(),
  subject: z.string(),
  name: z.string(),
  public_key: z.instanceof(Uint8Array),
  sign_count: z.coerce.number(),
  transports: z.array(z.string()),
  created_at: z.coerce.number(),
  last_used_at: z.coerce.number().nullable(),
});

const columns =
  'credential_id, subject, name, public_key, sign_count, transports, created_at, last_used_at';

function passkeyOf(row: z.infer<typeof passkeyRowSchema>): StoredPasskey {
  return {
    id: row.credential_id,
    subject: row.subject,
    name: row.name,
    publicKey: row.public_key,
    signCount: row.sign_count,
    transports: row.transports,
    addedAt: row.created_at,
    lastUsedAt: row.last_used_at,
  };
}

/** A person's passkeys, oldest first. */
export async function passkeysOf(db: SqlClient, subject: string): Promise<StoredPasskey[]> {
  const { rows } = await db.query(
    `SELECT ${columns} FROM passkeys WHERE subject = $1 ORDER BY created_at, credential_id`,
    [subject],
  );
  return parseRows(passkeyRowSchema, rows).map(passkeyOf);
}

/** One passkey by its credential id, whoever it belongs to. */
export async function findPasskey(db: SqlClient, id: string): Promise<StoredPasskey | undefined> {
  const { rows } = await db.query(`SELECT ${columns} FROM passkeys WHERE credential_id = $1`, [id]);
  const row = parseFirstRow(passkeyRowSchema, rows);
  return row === undefined ? undefined : passkeyOf(row);
}

/** Keeps a newly registered passkey; false when that credential is already registered. */
export async function addPasskey(
  db: SqlClient,
  passkey: Omit<StoredPasskey, 'lastUsedAt'>,
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO passkeys (${columns}) VALUES ($1, $2, $3, $4, $5, $6, $7, NULL)
     ON CONFLICT (credential_id) DO NOTHING RETURNING credential_id`,
    [
      passkey.id,
      passkey.subject,
      passkey.name,
      passkey.publicKey,
      passkey.signCount,
      passkey.transports,
      passkey.addedAt,
    ],
  );
  return rows.length === 1;
}

/** Removes one of a person's passkeys; false when they have none by that id. */
export async function removePasskey(db: SqlClient, subject: string, id: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM passkeys WHERE subject = $1 AND credential_id = $2 RETURNING credential_id',
    [subject, id],
  );
  return rows.length === 1;
}

/**
 * Notes a verified assertion: when, and the authenticator's signature counter. The counter
 * only moves forward, so a concurrent older value cannot wind it back.
 */
export async function notePasskeyUse(
  db: SqlClient,
  id: string,
  signCount: number,
  nowMs: number,
): Promise<void> {
  await db.query(
    `UPDATE passkeys SET sign_count = GREATEST(sign_count, $2), last_used_at = $3
     WHERE credential_id = $1`,
    [id, signCount, nowMs],
  );
}
