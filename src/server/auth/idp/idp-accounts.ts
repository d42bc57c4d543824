import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { roles, type Role } from '../../../shared/access';
import { parseFirstRow, parseRows, type SqlClient } from '../../../store/sql-client';
import { hashPassword, verifyPassword } from './password-hash';

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
});

function toAccount(row: z.infer<typeof accountRowSchema>): IdpAccount {
  return { accountId: row.account_id, email: row.email, name: row.name, roles: row.roles };
}

const SELECT = 'SELECT account_id, email, name, roles, password_hash FROM idp_accounts';
/** A deactivated account signs in no more: its password opens nothing, nor does the provider's session. */
const ACTIVE = 'deactivated_at IS NULL';

/** The active account with this id (the provider issues claims only for one). */
export async function findAccount(
  db: SqlClient,
  accountId: string,
): Promise<IdpAccount | undefined> {
  const { rows } = await db.query(`${SELECT} WHERE account_id = $1 AND ${ACTIVE}`, [accountId]);
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
     RETURNING account_id, email, name, roles, password_hash`,
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

/** A hash of nothing, with the real parameters: checking against it costs what a real check does. */
const DECOY_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAA';

/**
 * The account these email and password open, if any. An unknown email costs the same scrypt
 * work as a wrong password and gets the same answer, so neither the page nor its timing tells
 * who has an account. Throttling is the caller's (`sign-in-throttle.ts`).
 */
export async function checkPassword(
  db: SqlClient,
  email: string,
  password: string,
): Promise<IdpAccount | undefined> {
  const typed = email.trim().toLowerCase();
  // No account's email holds a NUL, and the store cannot even compare one: nobody to look up.
  const { rows } = typed.includes('\u0000')
    ? { rows: [] }
    : await db.query(`${SELECT} WHERE email = $1 AND ${ACTIVE}`, [typed]);
  const row = parseFirstRow(accountRowSchema, rows);
  const stored = row?.password_hash ?? DECOY_HASH;
  const right = await verifyPassword(password, stored);
  return right && row !== undefined ? toAccount(row) : undefined;
}
