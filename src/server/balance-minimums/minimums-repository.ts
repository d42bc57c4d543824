import { z } from 'zod';
import { roles } from '../../shared/access';
import type { BalanceMinimum, MinimumTarget } from '../../shared/balance-minimums';
import { parseFirstRow, parseRows, type Database, type SqlClient } from '../../store/sql-client';

const COLUMNS = 'm.id, m.scope, m.wallet_id, m.currency, m.amount, m.set_by, m.updated_at';

const minimumRowSchema = z.object({
  id: z.coerce.number(),
  scope: z.enum(['wallet', 'currency']),
  wallet_id: z.string().nullable(),
  currency: z.string(),
  amount: z.string(),
  set_by: z.string().nullable(),
  updated_at: z.coerce.number(),
  set_by_name: z.string().nullable(),
  set_by_roles: z.array(z.enum(roles)).nullable(),
});
type MinimumRow = z.infer<typeof minimumRowSchema>;

/** A minimum as the judge needs it: whom it tells, and the roles they hold now. */
export interface StoredMinimum extends BalanceMinimum {
  setBy: string | null;
  setByRoles: readonly (typeof roles)[number][];
}

function toMinimum(row: MinimumRow): StoredMinimum {
  const target: MinimumTarget =
    row.scope === 'wallet' && row.wallet_id !== null
      ? { scope: 'wallet', walletId: row.wallet_id, currency: row.currency }
      : { scope: 'currency', currency: row.currency };
  return {
    id: row.id,
    target,
    amount: row.amount,
    setByName: row.set_by_name,
    updatedAt: row.updated_at,
    setBy: row.set_by,
    setByRoles: row.set_by_roles ?? [],
  };
}

/** A minimum as people are shown it: whom it tells by name, never their subject or roles. */
export function shownMinimum(minimum: StoredMinimum): BalanceMinimum {
  const { id, target, amount, setByName, updatedAt } = minimum;
  return { id, target, amount, setByName, updatedAt };
}

const SELECT = `SELECT ${COLUMNS}, p.name AS set_by_name, p.roles AS set_by_roles
  FROM balance_minimums m LEFT JOIN people p ON p.subject = m.set_by`;

/** Every minimum, wallets' own first, then by currency. */
export async function listMinimums(db: SqlClient): Promise<StoredMinimum[]> {
  const { rows } = await db.query(`${SELECT} ORDER BY m.scope DESC, m.currency, m.wallet_id`);
  return parseRows(minimumRowSchema, rows).map(toMinimum);
}

async function lockedMinimum(tx: SqlClient, where: string, params: unknown[]) {
  const { rows } = await tx.query(`${SELECT} WHERE ${where} FOR UPDATE OF m`, params);
  const row = parseFirstRow(minimumRowSchema, rows);
  return row === undefined ? undefined : toMinimum(row);
}

function targetWhere(target: MinimumTarget): [string, unknown[]] {
  return target.scope === 'wallet'
    ? ["m.scope = 'wallet' AND m.wallet_id = $1", [target.walletId]]
    : ["m.scope = 'currency' AND m.currency = $1", [target.currency]];
}

/**
 * Sets a target's minimum (adding it, or changing the one it had under a lock on it); `before`
 * is undefined when it had none. A changed amount is a new line: each wallet it watches starts
 * armed again, so the new line tells its first crossing.
 */
export async function setMinimum(
  db: Database,
  subject: string | null,
  target: MinimumTarget,
  amount: string,
  nowMs: number,
): Promise<{ before: StoredMinimum | undefined; after: StoredMinimum }> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO balance_minimums (scope, wallet_id, currency, amount, set_by, created_at,
         updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) ON CONFLICT DO NOTHING RETURNING id`,
      [
        target.scope,
        target.scope === 'wallet' ? target.walletId : null,
        target.currency,
        amount,
        subject,
        nowMs,
      ],
    );
    const [where, params] = targetWhere(target);
    if (inserted.rows.length > 0) {
      const after = await lockedMinimum(tx, where, params);
      if (after === undefined) throw new Error('INSERT left no minimum to read back');
      return { before: undefined, after };
    }
    const before = await lockedMinimum(tx, where, params);
    if (before === undefined) throw new Error('A conflicting minimum vanished under its lock');
    await tx.query(
      'UPDATE balance_minimums SET amount = $2, set_by = $3, updated_at = $4 WHERE id = $1',
      [before.id, amount, subject, nowMs],
    );
    if (before.amount !== amount) {
      await tx.query('UPDATE minimum_states SET fired = false WHERE minimum_id = $1', [before.id]);
    }
    const after = await lockedMinimum(tx, 'm.id = $1', [before.id]);
    if (after === undefined) throw new Error('A minimum vanished under its lock');
    return { before, after };
  });
}

/** Removes a minimum; the minimum as it was, or undefined when there was none. */
export async function removeMinimum(db: Database, id: number): Promise<StoredMinimum | undefined> {
  return db.transaction(async (tx) => {
    const before = await lockedMinimum(tx, 'm.id = $1', [id]);
    if (before !== undefined) await tx.query('DELETE FROM balance_minimums WHERE id = $1', [id]);
    return before;
  });
}
