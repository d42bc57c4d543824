import { randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { roles, type Role } from '../../../shared/access';
import type { ManagedPerson } from '../../../shared/people';
import { parseFirstRow, parseRows, type Database, type SqlClient } from '../../../store/sql-client';
import { hashPassword } from './password-hash';

const managedRowSchema = z.object({
  account_id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(roles)),
  created_at: z.number(),
  deactivated_at: z.number().nullable(),
  last_sign_in_at: z.number().nullable(),
});

function toPerson(row: z.infer<typeof managedRowSchema>): ManagedPerson {
  return {
    subject: row.account_id,
    name: row.name,
    email: row.email,
    roles: row.roles,
    active: row.deactivated_at === null,
    addedAt: row.created_at,
    lastSignInAt: row.last_sign_in_at,
  };
}

const SELECT = `SELECT a.account_id, a.email, a.name, a.roles, a.created_at, a.deactivated_at,
  p.last_sign_in_at FROM idp_accounts a LEFT JOIN people p ON p.subject = a.account_id`;

/** Everyone the embedded provider knows, active or not, by name. */
export async function listManagedPeople(db: SqlClient): Promise<ManagedPerson[]> {
  const { rows } = await db.query(`${SELECT} ORDER BY a.name, a.email`);
  return parseRows(managedRowSchema, rows).map(toPerson);
}

async function managedPerson(db: SqlClient, subject: string): Promise<ManagedPerson> {
  const row = parseFirstRow(
    managedRowSchema,
    (await db.query(`${SELECT} WHERE a.account_id = $1`, [subject])).rows,
  );
  if (row === undefined) throw new Error(`The account ${subject} vanished mid-change`);
  return toPerson(row);
}

/** 16 random bytes, as the administrator reads them out or pastes them: 22 URL-safe characters. */
function newOneTimePassword(): string {
  return randomBytes(16).toString('base64url');
}

/** A change refused for a rule of the directory (HTTP 404 or 409), in words for the administrator. */
export interface PeopleRefusal {
  ok: false;
  status: 404 | 409;
  message: string;
}
export type PeopleChange =
  { ok: true; before: ManagedPerson; after: ManagedPerson } | PeopleRefusal;

const refuse = (status: 404 | 409, message: string): PeopleRefusal => ({
  ok: false,
  status,
  message,
});

/** Adds a person with a generated password; refused when the email already has an account. */
export async function addPerson(
  db: SqlClient,
  input: { name: string; email: string; roles: readonly Role[] },
  nowMs: number,
): Promise<{ ok: true; person: ManagedPerson; oneTimePassword: string } | PeopleRefusal> {
  const oneTimePassword = newOneTimePassword();
  const email = input.email.trim().toLowerCase();
  const { rows } = await db.query(
    `INSERT INTO idp_accounts (account_id, email, name, roles, password_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (email) DO NOTHING RETURNING account_id`,
    [
      randomUUID(),
      email,
      input.name.trim(),
      [...input.roles],
      await hashPassword(oneTimePassword),
      nowMs,
    ],
  );
  const added = parseFirstRow(z.object({ account_id: z.string() }), rows);
  if (added === undefined) return refuse(409, `${email} already has an account.`);
  return { ok: true, person: await managedPerson(db, added.account_id), oneTimePassword };
}

const lockedRowSchema = z.object({
  account_id: z.string(),
  roles: z.array(z.enum(roles)),
  deactivated_at: z.number().nullable(),
});
export type LockedAccount = z.infer<typeof lockedRowSchema>;

/**
 * Runs `change` in one transaction that has locked the person and every active administrator
 * (in one order, so two changes never deadlock). The last-administrator rule reads all of them:
 * two administrators demoting each other at once are serialized, and the second sees the first.
 */
export async function lockedChange(
  db: Database,
  subject: string,
  change: (
    tx: SqlClient,
    target: LockedAccount,
    otherActiveAdmins: number,
  ) => Promise<PeopleRefusal | undefined>,
): Promise<PeopleChange> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query(
      `SELECT account_id, roles, deactivated_at FROM idp_accounts
       WHERE account_id = $1 OR ('admin' = ANY (roles) AND deactivated_at IS NULL)
       ORDER BY account_id FOR UPDATE`,
      [subject],
    );
    const locked = parseRows(lockedRowSchema, rows);
    const target = locked.find((row) => row.account_id === subject);
    if (target === undefined) return refuse(404, 'No such person.');
    const otherActiveAdmins = locked.filter(
      (row) =>
        row.account_id !== subject && row.roles.includes('admin') && row.deactivated_at === null,
    ).length;
    const before = await managedPerson(tx, subject);
    const refusal = await change(tx, target, otherActiveAdmins);
    return refusal ?? { ok: true, before, after: await managedPerson(tx, subject) };
  });
}

const LAST_ADMIN =
  'They are the last active administrator: make someone else an administrator first.';
const INACTIVE = 'They are deactivated.';

/**
 * Gives a locked person exactly these roles, in the provider (their next sign-in's claims), in
 * the dashboard's record and in their live sessions at once: a role taken away stops working
 * now. Refused for a deactivated person, and for taking the last active administrator's role.
 */
export async function setRoles(
  tx: SqlClient,
  target: LockedAccount,
  granted: readonly Role[],
  otherActiveAdmins: number,
): Promise<PeopleRefusal | undefined> {
  if (target.deactivated_at !== null) return refuse(409, INACTIVE);
  if (target.roles.includes('admin') && !granted.includes('admin') && otherActiveAdmins === 0) {
    return refuse(409, LAST_ADMIN);
  }
  const held = [...granted];
  const subject = target.account_id;
  await tx.query('UPDATE idp_accounts SET roles = $2 WHERE account_id = $1', [subject, held]);
  await tx.query('UPDATE people SET roles = $2 WHERE subject = $1', [subject, held]);
  await tx.query('UPDATE sessions SET roles = $2 WHERE subject = $1', [subject, held]);
  return undefined;
}

/** `setRoles` in a transaction of its own. */
export async function changeRoles(
  db: Database,
  subject: string,
  granted: readonly Role[],
): Promise<PeopleChange> {
  return lockedChange(db, subject, (tx, target, otherActiveAdmins) =>
    setRoles(tx, target, granted, otherActiveAdmins),
  );
}

/**
 * Stops a person signing in. Never oneself, never the last active administrator. Their
 * sessions are the caller's to end once this commits (ending them announces it to every
 * instance, which closes their live streams).
 */
export async function deactivatePerson(
  db: Database,
  subject: string,
  by: string,
  nowMs: number,
): Promise<PeopleChange> {
  if (subject === by) return refuse(409, 'You cannot deactivate yourself.');
  return lockedChange(db, subject, async (tx, target, otherActiveAdmins) => {
    if (target.deactivated_at !== null) return refuse(409, 'They are already deactivated.');
    if (target.roles.includes('admin') && otherActiveAdmins === 0) return refuse(409, LAST_ADMIN);
    await tx.query(
      'UPDATE idp_accounts SET deactivated_at = $2, deactivated_by = $3 WHERE account_id = $1',
      [subject, nowMs, by],
    );
    return undefined;
  });
}

/** Replaces an active person's password with a generated one, to hand over. */
export async function resetPassword(
  db: Database,
  subject: string,
): Promise<(PeopleChange & { ok: true; oneTimePassword: string }) | PeopleRefusal> {
  const oneTimePassword = newOneTimePassword();
  // Hashed before the transaction: scrypt's tenth of a second is not spent holding locks.
  const hash = await hashPassword(oneTimePassword);
  const changed = await lockedChange(db, subject, async (tx, target) => {
    if (target.deactivated_at !== null) return refuse(409, INACTIVE);
    await tx.query('UPDATE idp_accounts SET password_hash = $2 WHERE account_id = $1', [
      subject,
      hash,
    ]);
    return undefined;
  });
  return changed.ok ? { ...changed, oneTimePassword } : changed;
}
