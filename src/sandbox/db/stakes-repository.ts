import { randomUUID } from 'node:crypto';
import Decimal from 'decimal.js';
import { z } from 'zod';
import type { StakesQuery } from '../../shared/contracts/stakes';
import { parseRows, SqlFilter, type SqlClient } from '../../store/sql-client';
import { toCount } from './page-counts';
import type { WalletKey } from './reservations-repository';

/** Wide enough that 18-decimal and 21-digit amounts split without rounding. */
const Exact = Decimal.clone({ precision: 80 });

export const stakeStates = ['bonding', 'active', 'unbonding', 'withdrawable'] as const;
export type StakeState = (typeof stakeStates)[number];

/** A stake position as the sandbox keeps it (see migration 12). */
export interface StakeRecord extends WalletKey {
  stakeId: string;
  organizationId: string;
  amount: string;
  state: StakeState;
  poolId: string;
  poolName: string;
  /** When a bonding or unbonding stake reaches its next state. */
  stateEndsAt: number | undefined;
  createdAt: number;
  updatedAt: number;
}

/** The validator a stake is delegated to. */
export interface StakePool {
  poolId: string;
  poolName: string;
}

/** Seeding: stores positions as they are; the wallets' stake balances are already their sums. */
export async function saveStakes(
  db: SqlClient,
  stakes: readonly Omit<StakeRecord, 'organizationId'>[],
): Promise<void> {
  await db.query(
    `INSERT INTO stakes (stake_id, portfolio_id, currency, main_currency, amount, state, pool_id,
       pool_name, state_ends_at, created_at, updated_at)
     SELECT d->>'stakeId', d->>'portfolioId', d->>'currency', d->>'mainCurrency',
       (d->>'amount')::numeric, d->>'state', d->>'poolId', d->>'poolName',
       (d->>'stateEndsAt')::bigint, (d->>'createdAt')::bigint, (d->>'updatedAt')::bigint
     FROM jsonb_array_elements($1::jsonb) AS d`,
    [JSON.stringify(stakes)],
  );
}

const stakeRowSchema = z.object({
  stake_id: z.string(),
  organization_id: z.string(),
  portfolio_id: z.string(),
  currency: z.string(),
  main_currency: z.string(),
  amount: z.string(),
  state: z.enum(stakeStates),
  pool_id: z.string(),
  pool_name: z.string(),
  state_ends_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The provider's default page of stakes. */
const DEFAULT_STAKE_LIMIT = 100;

/** Positions in any of `states`, oldest first, filtered and paged as the stake reads are. */
export async function listStakes(
  db: SqlClient,
  states: readonly StakeState[],
  query: StakesQuery = {},
): Promise<StakeRecord[]> {
  const where = new SqlFilter();
  where.anyOf('s.state', states);
  where.equals('s.portfolio_id', query.portfolioId);
  where.equals('s.currency', query.currency);
  where.equals('s.main_currency', query.mainCurrency);
  const limit = where.add(toCount(query.limit, DEFAULT_STAKE_LIMIT));
  const offset = where.add(toCount(query.offset, 0));
  const { rows } = await db.query(
    `SELECT s.stake_id, p.organization_id, s.portfolio_id, s.currency, s.main_currency,
       s.amount::text AS amount, s.state, s.pool_id, s.pool_name,
       s.state_ends_at::text AS state_ends_at, s.created_at::text AS created_at,
       s.updated_at::text AS updated_at
     FROM stakes AS s JOIN portfolios AS p ON p.portfolio_id = s.portfolio_id
     ${where.clause()} ORDER BY s.created_at, s.stake_id LIMIT ${limit} OFFSET ${offset}`,
    where.values,
  );
  return parseRows(stakeRowSchema, rows).map((row) => ({
    stakeId: row.stake_id,
    organizationId: row.organization_id,
    portfolioId: row.portfolio_id,
    currency: row.currency,
    mainCurrency: row.main_currency,
    amount: row.amount,
    state: row.state,
    poolId: row.pool_id,
    poolName: row.pool_name,
    stateEndsAt: row.state_ends_at === null ? undefined : Number(row.state_ends_at),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  }));
}

/** The staked funds leave the balance (its order already debited them) for a bonding stake. */
export async function openStake(
  db: SqlClient,
  wallet: WalletKey,
  stake: { amount: string; pool: StakePool; atMs: number; bondedAtMs: number },
): Promise<void> {
  await db.query(
    `INSERT INTO stakes (stake_id, portfolio_id, currency, main_currency, amount, state, pool_id,
       pool_name, state_ends_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5::numeric, 'bonding', $6, $7, $8, $9, $9)`,
    [
      randomUUID(),
      wallet.portfolioId,
      wallet.currency,
      wallet.mainCurrency,
      stake.amount,
      stake.pool.poolId,
      stake.pool.poolName,
      stake.bondedAtMs,
      stake.atMs,
    ],
  );
  await db.query(
    `UPDATE wallets SET stake_balance = trim_scale(stake_balance + $4::numeric), updated_at = $5
     WHERE portfolio_id = $1 AND currency = $2 AND main_currency = $3`,
    [wallet.portfolioId, wallet.currency, wallet.mainCurrency, stake.amount, stake.atMs],
  );
}

const movableRowSchema = z.object({ stake_id: z.string(), amount: z.string() });

/**
 * Moves up to `amount` of a wallet's stakes in state `from`, oldest first, to state `to`
 * (splitting the last position when only part of it moves), or out of staking back into the
 * balance (`released`). Locks the positions it reads. Returns the amount moved, which is less
 * than asked when the wallet has less in `from`.
 */
export async function moveStakes(
  db: SqlClient,
  wallet: WalletKey,
  move: {
    from: StakeState;
    to: StakeState | 'released';
    amount: string;
    atMs: number;
    endsAtMs?: number;
  },
): Promise<string> {
  const { rows } = await db.query(
    `SELECT stake_id, amount::text AS amount FROM stakes
     WHERE portfolio_id = $1 AND currency = $2 AND main_currency = $3 AND state = $4
     ORDER BY created_at, stake_id FOR UPDATE`,
    [wallet.portfolioId, wallet.currency, wallet.mainCurrency, move.from],
  );
  let left = new Exact(move.amount);
  for (const row of parseRows(movableRowSchema, rows)) {
    if (left.lte(0)) break;
    const take = Exact.min(left, row.amount);
    if (take.eq(row.amount)) await moveWhole(db, row.stake_id, move);
    else await moveSplit(db, row.stake_id, take.toFixed(), move);
    left = left.minus(take);
  }
  const moved = new Exact(move.amount).minus(left).toFixed();
  if (move.to === 'released' && new Exact(moved).gt(0)) {
    await db.query(
      `UPDATE wallets SET stake_balance = trim_scale(stake_balance - $4::numeric),
         balance = trim_scale(balance + $4::numeric), updated_at = $5
       WHERE portfolio_id = $1 AND currency = $2 AND main_currency = $3`,
      [wallet.portfolioId, wallet.currency, wallet.mainCurrency, moved, move.atMs],
    );
  }
  return moved;
}

type Move = Parameters<typeof moveStakes>[2];

async function moveWhole(db: SqlClient, stakeId: string, move: Move): Promise<void> {
  if (move.to === 'released') {
    await db.query('DELETE FROM stakes WHERE stake_id = $1', [stakeId]);
    return;
  }
  await db.query(
    'UPDATE stakes SET state = $2, state_ends_at = $3, updated_at = $4 WHERE stake_id = $1',
    [stakeId, move.to, move.endsAtMs ?? null, move.atMs],
  );
}

async function moveSplit(db: SqlClient, stakeId: string, part: string, move: Move): Promise<void> {
  await db.query(
    `UPDATE stakes SET amount = trim_scale(amount - $2::numeric), updated_at = $3
     WHERE stake_id = $1`,
    [stakeId, part, move.atMs],
  );
  if (move.to === 'released') return;
  await db.query(
    `INSERT INTO stakes (stake_id, portfolio_id, currency, main_currency, amount, state, pool_id,
       pool_name, state_ends_at, created_at, updated_at)
     SELECT $2, portfolio_id, currency, main_currency, $3::numeric, $4, pool_id, pool_name, $5,
       $6, $6
     FROM stakes WHERE stake_id = $1`,
    [stakeId, randomUUID(), part, move.to, move.endsAtMs ?? null, move.atMs],
  );
}

/**
 * The clock's part: bonding stakes whose time has come start earning (active), unbonding ones
 * wait for their complete-withdrawal (withdrawable). One statement, so no position is moved
 * twice. Returns how many moved.
 */
export async function advanceStakes(db: SqlClient, nowMs: number): Promise<number> {
  const { rows } = await db.query(
    `UPDATE stakes SET state = CASE state WHEN 'bonding' THEN 'active' ELSE 'withdrawable' END,
       state_ends_at = NULL, updated_at = $1
     WHERE state IN ('bonding', 'unbonding') AND state_ends_at <= $1
     RETURNING stake_id`,
    [nowMs],
  );
  return rows.length;
}
