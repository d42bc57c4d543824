import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { parseFirstRow, type SqlClient } from '../../../store/sql-client';

/** How long a challenge is accepted: the browser's prompt (60 s) and the write that follows. */
export const CHALLENGE_TTL_MS = 2 * 60_000;
/** Open challenges kept per person; older ones are dropped, so no one can fill the table. */
const OPEN_PER_PERSON = 10;

/**
 * A challenge is the SHA-256 of the action it binds followed by 16 random bytes. The
 * authenticator signs it inside clientDataJSON, so the signature itself says which action it
 * was for; the random part makes each one new.
 */
export function challengeFor(actionDigest: Buffer): string {
  return Buffer.concat([actionDigest, randomBytes(16)]).toString('base64url');
}

/** The action digest a challenge carries, or undefined when it is not one of ours. */
export function boundDigestOf(challenge: string): string | undefined {
  const bytes = Buffer.from(challenge, 'base64url');
  return bytes.length === 48 ? bytes.subarray(0, 32).toString('hex') : undefined;
}

/** Stores a new challenge for `subject` and returns it. */
export async function issueChallenge(
  db: SqlClient,
  input: { subject: string; action: string; actionDigest: Buffer },
  nowMs: number,
): Promise<{ challenge: string; expiresAt: number }> {
  const challenge = challengeFor(input.actionDigest);
  const expiresAt = nowMs + CHALLENGE_TTL_MS;
  await db.query('DELETE FROM passkey_challenges WHERE expires_at < $1', [nowMs]);
  await db.query(
    `DELETE FROM passkey_challenges WHERE subject = $1 AND challenge NOT IN (
       SELECT challenge FROM passkey_challenges WHERE subject = $1
       ORDER BY created_at DESC LIMIT ${OPEN_PER_PERSON - 1})`,
    [input.subject],
  );
  await db.query(
    `INSERT INTO passkey_challenges (challenge, subject, action, action_digest, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [challenge, input.subject, input.action, input.actionDigest.toString('hex'), nowMs, expiresAt],
  );
  return { challenge, expiresAt };
}

const challengeRowSchema = z.object({
  subject: z.string(),
  action: z.string(),
  action_digest: z.string(),
  expires_at: z.coerce.number(),
  used_at: z.coerce.number().nullable(),
});

export type StoredChallenge = z.infer<typeof challengeRowSchema>;

export async function findChallenge(
  db: SqlClient,
  challenge: string,
): Promise<StoredChallenge | undefined> {
  const { rows } = await db.query(
    'SELECT subject, action, action_digest, expires_at, used_at FROM passkey_challenges WHERE challenge = $1',
    [challenge],
  );
  return parseFirstRow(challengeRowSchema, rows);
}

/**
 * Marks a challenge used, once: of two requests carrying the same assertion at the same
 * moment, exactly one gets true.
 */
export async function useChallenge(
  db: SqlClient,
  challenge: string,
  subject: string,
  nowMs: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE passkey_challenges SET used_at = $3
     WHERE challenge = $1 AND subject = $2 AND used_at IS NULL AND expires_at >= $3
     RETURNING challenge`,
    [challenge, subject, nowMs],
  );
  return rows.length === 1;
}
