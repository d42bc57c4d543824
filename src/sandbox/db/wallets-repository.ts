import { z } from 'zod';
import { type WireWallet } from '../../shared/contracts/wallets';
import { parseRows, SqlFilter, type SqlClient } from '../../store/sql-client';
import { wireWalletSchema } from '../../shared/contracts/wire-schemas';
import type { WalletKey } from './reservations-repository';

/** Wallets as the API shows them; balances are NUMERIC columns read back as exact strings. */
export async function saveWallets(db: SqlClient, wallets: readonly WireWallet[]): Promise<void> {
  await db.query(
    `INSERT INTO wallets (wallet_id, portfolio_id, currency, main_currency, balance, reserve, stake_balance, locked,
       created_at, updated_at)
     SELECT d->>'walletId', d->>'portfolioId', d->>'currency', d->>'mainCurrency', (d->>'balance')::numeric,
       COALESCE((d->>'reserve')::numeric, 0), COALESCE((d->>'stakeBalance')::numeric, 0),
       COALESCE((d->>'locked')::numeric, 0), (d->>'createdAt')::bigint, (d->>'updatedAt')::bigint
     FROM jsonb_array_elements($1::jsonb) AS d
     ON CONFLICT (wallet_id) DO UPDATE SET balance = EXCLUDED.balance, reserve = EXCLUDED.reserve,
       stake_balance = EXCLUDED.stake_balance, locked = EXCLUDED.locked, updated_at = EXCLUDED.updated_at`,
    [JSON.stringify(wallets)],
  );
}

const walletRowSchema = z.object({
  wallet_id: z.string(),
  portfolio_id: z.string(),
  portfolio_type: z.string(),
  organization_id: z.string(),
  currency: z.string(),
  main_currency: z.string(),
  balance: z.string(),
  reserve: z.string(),
  available: z.string(),
  stake_balance: z.string(),
  locked: z.string(),
  total_balance: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

export interface WalletFilter {
  portfolioId?: string;
  currency?: string;
  mainCurrency?: string;
}

export async function listWallets(db: SqlClient, filter: WalletFilter = {}): Promise<WireWallet[]> {
  const where = new SqlFilter();
  where.equals('w.portfolio_id', filter.portfolioId);
  where.equals('w.currency', filter.currency);
  where.equals('w.main_currency', filter.mainCurrency);
  const { rows } = await db.query(
    `SELECT w.wallet_id, w.portfolio_id, p.portfolio_type, p.organization_id, w.currency, w.main_currency,
       w.balance::text AS balance, w.reserve::text AS reserve, w.available::text AS available,
       w.stake_balance::text AS stake_balance, w.locked::text AS locked,
       (w.balance + w.stake_balance)::text AS total_balance,
       w.created_at::text AS created_at, w.updated_at::text AS updated_at
     FROM wallets AS w JOIN portfolios AS p ON p.portfolio_id = w.portfolio_id
     ${where.clause()} ORDER BY p.portfolio_name, w.currency, w.main_currency`,
    where.values,
  );
  return parseRows(walletRowSchema, rows).map((row) =>
    wireWalletSchema.parse({
      walletId: row.wallet_id,
      portfolioId: row.portfolio_id,
      portfolioType: row.portfolio_type,
      organizationId: row.organization_id,
      currency: row.currency,
      mainCurrency: row.main_currency,
      balance: row.balance,
      available: row.available,
      reserve: row.reserve,
      locked: row.locked,
      stakeBalance: row.stake_balance,
      totalBalance: row.total_balance,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }),
  );
}

/**
 * Moves `amount` of a wallet's available balance into its reserve, in one
 * statement so concurrent orders cannot both spend the same funds. Returns
 * false when the wallet does not exist or has too little available.
 */
export async function reserveWalletFunds(
  db: SqlClient,
  wallet: WalletKey,
  amount: string,
  atMs: number,
): Promise<boolean> {
  const { rows } = await db.query(
    `UPDATE wallets SET reserve = trim_scale(reserve + $4::numeric), updated_at = $5
     WHERE portfolio_id = $1 AND currency = $2 AND main_currency = $3 AND balance - reserve >= $4::numeric
     RETURNING wallet_id`,
    [wallet.portfolioId, wallet.currency, wallet.mainCurrency, amount, atMs],
  );
  return rows.length > 0;
}

/** Adds `amount` to a wallet's balance (an executed deposit landing). */
export async function creditWallet(
  db: SqlClient,
  wallet: WalletKey,
  amount: string,
  atMs: number,
): Promise<void> {
  await db.query(
    `UPDATE wallets SET balance = trim_scale(balance + $4::numeric), updated_at = $5
     WHERE portfolio_id = $1 AND currency = $2 AND main_currency = $3`,
    [wallet.portfolioId, wallet.currency, wallet.mainCurrency, amount, atMs],
  );
}

const walletFiguresRowSchema = z.object({
  wallet_id: z.string(),
  balance: z.string(),
  reserve: z.string(),
  stake_balance: z.string(),
});

/** A wallet's stored figures, exact decimals as text. */
export interface WalletFigures {
  walletId: string;
  balance: string;
  reserve: string;
  stakeBalance: string;
}

/** Every wallet's balance, reserve and stake, by wallet id. */
export async function listWalletFigures(db: SqlClient): Promise<WalletFigures[]> {
  const { rows } = await db.query(
    `SELECT wallet_id, balance::text AS balance, reserve::text AS reserve,
       stake_balance::text AS stake_balance FROM wallets ORDER BY wallet_id`,
  );
  return parseRows(walletFiguresRowSchema, rows).map((row) => ({
    walletId: row.wallet_id,
    balance: row.balance,
    reserve: row.reserve,
    stakeBalance: row.stake_balance,
  }));
}
