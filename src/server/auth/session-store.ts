import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { roles, type Role } from '../../shared/access';
import { parseFirstRow, type SqlClient } from '../../store/sql-client';

export interface SessionTimeouts {
  idleTimeoutMs: number;
  absoluteTimeoutMs: number;
}

/** A live session with the person it belongs to. */
export interface SignedInSession {
  idHash: string;
  subject: string;
  email: string;
  name: string;
  roles: Role[];
  idToken: string | null;
  createdAt: number;
  lastActiveAt: number;
  expiresAt: number;
  /** When it ends unless the person is active before then. */
  idleExpiresAt: number;
}

export type SessionLookup =
  { state: 'active'; session: SignedInSession } | { state: 'expired' } | { state: 'none' };

/** Only the SHA-256 of a session id is stored, so the table alone opens nothing. */
export function hashSessionId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/** Creates a session and returns the id for the cookie: 256 random bits, new at each sign-in. */
export async function createSession(
  db: SqlClient,
  input: { subject: string; roles: readonly Role[]; idToken: string | undefined },
  timeouts: SessionTimeouts,
  nowMs: number,
): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO sessions (id_hash, subject, roles, id_token, created_at, last_active_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $5, $6)`,
    [
      hashSessionId(id),
      input.subject,
      [...input.roles],
      input.idToken ?? null,
      nowMs,
      nowMs + timeouts.absoluteTimeoutMs,
    ],
  );
  return id;
}

const sessionRowSchema = z.object({
  id_hash: z.string(),
  subject: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(roles)),
  id_token: z.string().nullable(),
  created_at: z.number(),
  last_active_at: z.number(),
  expires_at: z.number(),
});

/**
 * The session a cookie names, if it is still live. One that passed its idle or
 * absolute limit is deleted on the spot and reported as expired, so the
 * browser can say so rather than just "signed out".
 */
export async function findSession(
  db: SqlClient,
  id: string,
  timeouts: SessionTimeouts,
  nowMs: number,
): Promise<SessionLookup> {
  const { rows } = await db.query(
    `SELECT s.id_hash, s.subject, p.email, p.name, s.roles, s.id_token, s.created_at,
       s.last_active_at, s.expires_at
     FROM sessions s JOIN people p ON p.subject = s.subject WHERE s.id_hash = $1`,
    [hashSessionId(id)],
  );
  const row = parseFirstRow(sessionRowSchema, rows);
  if (row === undefined) return { state: 'none' };
  const idleExpiresAt = Math.min(row.last_active_at + timeouts.idleTimeoutMs, row.expires_at);
  if (nowMs >= idleExpiresAt) {
    await db.query('DELETE FROM sessions WHERE id_hash = $1', [row.id_hash]);
    return { state: 'expired' };
  }
  return {
    state: 'active',
    session: {
      idHash: row.id_hash,
      subject: row.subject,
      email: row.email,
      name: row.name,
      roles: row.roles,
      idToken: row.id_token,
      createdAt: row.created_at,
      lastActiveAt: row.last_active_at,
      expiresAt: row.expires_at,
      idleExpiresAt,
    },
  };
}

/** The person did something: the idle clock starts again (the absolute limit stays). */
export async function touchSession(db: SqlClient, idHash: string, nowMs: number): Promise<void> {
  await db.query('UPDATE sessions SET last_active_at = $2 WHERE id_hash = $1', [idHash, nowMs]);
}

export async function deleteSession(db: SqlClient, idHash: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
}

/** Forgets sessions past their absolute limit, which no request will ever look up again. */
export async function deleteEndedSessions(db: SqlClient, nowMs: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= $1', [nowMs]);
}
