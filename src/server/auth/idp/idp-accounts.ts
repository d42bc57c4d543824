import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { roles, type Role } from '../../../shared/access';
import { parseFirstRow, parseRows, type SqlClient } from '../../../store/sql-client';
import { hashPassword, verifyPassword } from './password-hash';

/** Failed passwords that lock an account, counted over the window, and how long it stays locked. */
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

export interface IdpAccount {
  accountId: string;
  email: string;
  name: string;
  roles: Role[];
}

const accountRowSchema = z.object({
  account_id: z.string(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(roles)),
  password_hash: z.string(),
  locked_until: z.number().nullable(),
});

function toAccount(row: z.infer<typeof accountRowSchema>): IdpAccount {
  return { accountId: row.account_id, email: row.email, name: row.name, roles: row.roles };
}

const SELECT =
  'SELECT account_id, email, name, roles, password_hash, locked_until FROM idp_accounts';

export async function findAccount(
  db: SqlClient,
  accountId: string,
): Promise<IdpAccount | undefined> {
  const { rows } = await db.query(`${SELECT} WHERE account_id = $1`, [accountId]);
  const row = parseFirstRow(accountRowSchema, rows);
  return row === undefined ? undefined : toAccount(row);
}

export async function listAccounts(db: SqlClient): Promise<IdpAccount[]> {
  const { rows } = await db.query(`${SELECT} ORDER BY name`);
  return parseRows(accountRowSchema, rows).map(toAccount);
}

/** Adds an account, or replaces the name, roles and password of the one with that email. */
export async function upsertAccount(
  db: SqlClient,
  input: {
    accountId?: string;
    email: string;
    name: string;
    roles: readonly Role[];
    password: string;
  },
  nowMs: number,
): Promise<IdpAccount> {
  const { rows } = await db.query(
    `INSERT INTO idp_accounts (account_id, email, name, roles, password_hash, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (email) DO UPDATE SET name = EXCLUDED.name, roles = EXCLUDED.roles,
       password_hash = EXCLUDED.password_hash
     RETURNING account_id, email, name, roles, password_hash, locked_until`,
    [
      input.accountId ?? randomUUID(),
      input.email.trim().toLowerCase(),
      input.name,
      [...input.roles],
      await hashPassword(input.password),
      nowMs,
    ],
  );
  const row = parseFirstRow(accountRowSchema, rows);
  if (row === undefined) throw new Error(`Could not store the account ${input.email}`);
  return toAccount(row);
}

export type PasswordCheck =
  | { ok: true; account: IdpAccount }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'locked'; until: number; justLocked: boolean; account: IdpAccount };

/**
 * Checks an email and password. Each wrong password for a known account is
 * counted; the tenth within 15 minutes locks the account for 15 minutes, and
 * while locked even the right password is refused. An unknown email gets the
 * same answer as a wrong password, so the page reveals no accounts.
 */
export async function checkPassword(
  db: SqlClient,
  email: string,
  password: string,
  nowMs: number,
): Promise<PasswordCheck> {
  const { rows } = await db.query(`${SELECT} WHERE email = $1`, [email.trim().toLowerCase()]);
  const row = parseFirstRow(accountRowSchema, rows);
  if (row === undefined) {
    // Spend the same time as a real check, so timing reveals no accounts either.
    await verifyPassword(password, 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA');
    return { ok: false, reason: 'wrong' };
  }
  const account = toAccount(row);
  if (row.locked_until !== null && row.locked_until > nowMs) {
    return { ok: false, reason: 'locked', until: row.locked_until, justLocked: false, account };
  }
  if (await verifyPassword(password, row.password_hash)) return { ok: true, account };
  return recordFailure(db, account, nowMs);
}

async function recordFailure(
  db: SqlClient,
  account: IdpAccount,
  nowMs: number,
): Promise<PasswordCheck> {
  await db.query('INSERT INTO idp_failed_sign_ins (account_id, at) VALUES ($1, $2)', [
    account.accountId,
    nowMs,
  ]);
  const { rows } = await db.query(
    'SELECT count(*)::int AS failures FROM idp_failed_sign_ins WHERE account_id = $1 AND at > $2',
    [account.accountId, nowMs - FAILURE_WINDOW_MS],
  );
  const failures = parseFirstRow(z.object({ failures: z.number() }), rows)?.failures ?? 0;
  if (failures < LOCK_AFTER_FAILURES) return { ok: false, reason: 'wrong' };
  const until = nowMs + LOCK_MS;
  await db.query('UPDATE idp_accounts SET locked_until = $2 WHERE account_id = $1', [
    account.accountId,
    until,
  ]);
  await db.query('DELETE FROM idp_failed_sign_ins WHERE account_id = $1', [account.accountId]);
  return { ok: false, reason: 'locked', until, justLocked: true, account };
}

/** When an account's lock ends, if it is locked now. */
export async function lockedUntil(
  db: SqlClient,
  accountId: string,
  nowMs: number,
): Promise<number | undefined> {
  const { rows } = await db.query('SELECT locked_until FROM idp_accounts WHERE account_id = $1', [
    accountId,
  ]);
  const until = parseFirstRow(
    z.object({ locked_until: z.number().nullable() }),
    rows,
  )?.locked_until;
  return until !== null && until !== undefined && until > nowMs ? until : undefined;
}
