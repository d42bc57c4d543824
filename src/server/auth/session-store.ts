import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { roles, type Role } from '../../shared/access';
import { parseFirstRow, parseRows, type Database, type SqlClient } from '../../store/sql-client';

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

/**
 * Announced with a session's id hash when it ends (sign-out, a new sign-in in its browser,
 * expiry, an administrator), so every instance closes that session's live streams.
 */
export const SESSION_ENDED_CHANNEL = 'session_ended';

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

const SELECT = `SELECT s.id_hash, s.subject, p.email, p.name, s.roles, s.id_token, s.created_at,
  s.last_active_at, s.expires_at FROM sessions s JOIN people p ON p.subject = s.subject`;

function liveSession(row: z.infer<typeof sessionRowSchema>, timeouts: SessionTimeouts) {
  return {
    idHash: row.id_hash,
    subject: row.subject,
    email: row.email,
    name: row.name,
    roles: row.roles,
    idToken: row.id_token,
    createdAt: row.created_at,
    lastActiveAt: row.last_active_at,
    expiresAt: row.expires_at,
    idleExpiresAt: Math.min(row.last_active_at + timeouts.idleTimeoutMs, row.expires_at),
  } satisfies SignedInSession;
}

/**
 * The session with this id hash, if it is still live. One that passed its idle or absolute
 * limit is ended on the spot and reported as expired, so the browser can say so rather than
 * just "signed out".
 */
export async function sessionByHash(
  db: Database,
  idHash: string,
  timeouts: SessionTimeouts,
  nowMs: number,
): Promise<SessionLookup> {
  const { rows } = await db.query(`${SELECT} WHERE s.id_hash = $1`, [idHash]);
  const row = parseFirstRow(sessionRowSchema, rows);
  if (row === undefined) return { state: 'none' };
  const session = liveSession(row, timeouts);
  if (nowMs >= session.idleExpiresAt) {
    await endSession(db, row.id_hash);
    return { state: 'expired' };
  }
  return { state: 'active', session };
}

/** The session a cookie names, if it is still live (see `sessionByHash`). */
export async function findSession(
  db: Database,
  id: string,
  timeouts: SessionTimeouts,
  nowMs: number,
): Promise<SessionLookup> {
  return sessionByHash(db, hashSessionId(id), timeouts, nowMs);
}

/**
 * Every live session (or one person's), most recently active first: who is signed in, for
 * administrators.
 */
export async function listSessions(
  db: SqlClient,
  timeouts: SessionTimeouts,
  nowMs: number,
  subject?: string,
): Promise<SignedInSession[]> {
  const { rows } = await db.query(
    `${SELECT} WHERE s.expires_at > $1 AND s.last_active_at > $2
       AND ($3::text IS NULL OR s.subject = $3)
     ORDER BY s.last_active_at DESC LIMIT 1000`,
    [nowMs, nowMs - timeouts.idleTimeoutMs, subject ?? null],
  );
  return parseRows(sessionRowSchema, rows).map((row) => liveSession(row, timeouts));
}

const endedRowSchema = z.object({ id_hash: z.string() });

/** Tells every instance that these sessions ended; returns how many there were. */
async function announceEnded(db: Database, rows: readonly unknown[]): Promise<number> {
  const hashes = parseRows(endedRowSchema, rows).map((row) => row.id_hash);
  for (const hash of hashes) await db.notify(SESSION_ENDED_CHANNEL, hash);
  return hashes.length;
}

/**
 * Ends one session (sign-out, a new sign-in in its browser, expiry, an administrator): its
 * cookie opens nothing more, and its live streams close on every instance. False when there
 * was no such session.
 */
export async function endSession(db: Database, idHash: string): Promise<boolean> {
  const { rows } = await db.query('DELETE FROM sessions WHERE id_hash = $1 RETURNING id_hash', [
    idHash,
  ]);
  return (await announceEnded(db, rows)) > 0;
}

/** Ends every session of one person, in every browser; returns how many there were. */
export async function endPersonSessions(db: Database, subject: string): Promise<number> {
  const { rows } = await db.query('DELETE FROM sessions WHERE subject = $1 RETURNING id_hash', [
    subject,
  ]);
  return announceEnded(db, rows);
}

/** The person did something: the idle clock starts again (the absolute limit stays). */
export async function touchSession(db: SqlClient, idHash: string, nowMs: number): Promise<void> {
  await db.query('UPDATE sessions SET last_active_at = $2 WHERE id_hash = $1', [idHash, nowMs]);
}

/** Forgets sessions past their absolute limit, which no request will ever look up again. */
export async function deleteEndedSessions(db: SqlClient, nowMs: number): Promise<void> {
  await db.query('DELETE FROM sessions WHERE expires_at <= $1', [nowMs]);
}
