import { z } from 'zod';
import type { WireOrder } from '../../shared/contracts/orders';
import { parseFirstRow, parseRows, type SqlClient } from '../../store/sql-client';

export interface WalletKey {
  portfolioId: string;
  currency: string;
  mainCurrency: string;
}

/** The wallet an order moves: its base currency on its main currency's network. */
export function walletOf(order: WireOrder): WalletKey {
  return {
    portfolioId: order.portfolioId,
    currency: order.baseCurrency,
    mainCurrency: order.mainCurrency ?? order.baseCurrency,
  };
}

/** Records which wallet funds an order reserved, so its end can debit or release exactly that. */
export async function recordReservation(
  db: SqlClient,
  orderId: string,
  wallet: WalletKey,
  amount: string,
): Promise<void> {
  await db.query(
    `INSERT INTO order_reservations (order_id, portfolio_id, currency, main_currency, amount)
     VALUES ($1, $2, $3, $4, $5::numeric)`,
    [orderId, wallet.portfolioId, wallet.currency, wallet.mainCurrency, amount],
  );
}

const reservationRowSchema = z.object({
  portfolio_id: z.string(),
  currency: z.string(),
  main_currency: z.string(),
  amount: z.string(),
});

/**
 * Ends an order's reservation: `debit` takes the funds out of the balance
 * (execution), `release` returns them to the available balance (rejection,
 * cancellation, error). Does nothing for an order without an open reservation.
 */
export async function settleReservation(
  db: SqlClient,
  orderId: string,
  how: 'debit' | 'release',
  atMs: number,
): Promise<void> {
  const { rows } = await db.query(
    `UPDATE order_reservations SET settled_at = $2 WHERE order_id = $1 AND settled_at IS NULL
     RETURNING portfolio_id, currency, main_currency, amount::text AS amount`,
    [orderId, atMs],
  );
  const reservation = parseFirstRow(reservationRowSchema, rows);
  if (reservation === undefined) return;
  const balanceChange = how === 'debit' ? 'balance = trim_scale(balance - $4::numeric),' : '';
  await db.query(
    `UPDATE wallets SET ${balanceChange} reserve = trim_scale(reserve - $4::numeric), updated_at = $5
     WHERE portfolio_id = $1 AND currency = $2 AND main_currency = $3`,
    [
      reservation.portfolio_id,
      reservation.currency,
      reservation.main_currency,
      reservation.amount,
      atMs,
    ],
  );
}

/**
 * Seeding: every withdrawal already in flight holds what the provider would hold for it (its
 * amount, plus its withdrawal fee unless the fee comes out of the amount), recorded as a
 * reservation, and each wallet's reserve is exactly what its orders hold. The held funds come
 * on top of the seeded balance, so what is available stays as seeded. Returns how many orders
 * now hold funds.
 */
export async function reserveForOrdersInFlight(
  db: SqlClient,
  holdingStatuses: readonly string[],
): Promise<number> {
  const { rows } = await db.query(
    `WITH held AS (
       INSERT INTO order_reservations (order_id, portfolio_id, currency, main_currency, amount)
       SELECT o.order_id, o.portfolio_id, o.base_currency, o.main_currency,
         o.amount + CASE
           WHEN o.document #>> '{extra,includeFeeInWithdraw}' = 'true' THEN 0
           WHEN o.document #>> '{extra,withdrawFee}' ~ '^[0-9]+(\\.[0-9]+)?$'
             THEN (o.document #>> '{extra,withdrawFee}')::numeric
           ELSE 0 END
       FROM orders AS o
       JOIN wallets AS w ON w.portfolio_id = o.portfolio_id AND w.currency = o.base_currency
         AND w.main_currency = o.main_currency
       WHERE o.order_type = 'withdraw' AND o.status = ANY($1::text[]) AND o.amount > 0
       ON CONFLICT (order_id) DO NOTHING
       RETURNING portfolio_id, currency, main_currency, amount
     ), per_wallet AS (
       SELECT portfolio_id, currency, main_currency, sum(amount) AS open, count(*) AS orders
       FROM held GROUP BY portfolio_id, currency, main_currency
     ), updated AS (
       UPDATE wallets AS w
       SET balance = trim_scale(w.balance + p.open), reserve = trim_scale(w.reserve + p.open)
       FROM per_wallet AS p
       WHERE w.portfolio_id = p.portfolio_id AND w.currency = p.currency
         AND w.main_currency = p.main_currency
       RETURNING p.orders
     )
     SELECT COALESCE(sum(orders), 0)::int AS orders FROM updated`,
    [holdingStatuses],
  );
  return parseFirstRow(z.object({ orders: z.number() }), rows)?.orders ?? 0;
}

const holdRowSchema = z.object({
  wallet_id: z.string(),
  amount: z.string(),
  held_from: z.coerce.number(),
  settled_at: z.coerce.number().nullable(),
  debited: z.boolean(),
});

/** Funds an order held in a wallet: from the order's creation until settled, then maybe debited. */
export interface WalletHold {
  walletId: string;
  amount: string;
  heldFromMs: number;
  settledAtMs: number | undefined;
  /** The order executed, so settling took the funds out of the balance. */
  debited: boolean;
}

/** Every hold ever recorded, with the wallet it was held in. */
export async function listWalletHolds(db: SqlClient): Promise<WalletHold[]> {
  const { rows } = await db.query(
    `SELECT w.wallet_id, r.amount::text AS amount, o.created_at AS held_from, r.settled_at,
       (o.status = 'executed') AS debited
     FROM order_reservations r JOIN orders o ON o.order_id = r.order_id
     JOIN wallets w ON w.portfolio_id = r.portfolio_id AND w.currency = r.currency
       AND w.main_currency = r.main_currency`,
  );
  return parseRows(holdRowSchema, rows).map((row) => ({
    walletId: row.wallet_id,
    amount: row.amount,
    heldFromMs: row.held_from,
    settledAtMs: row.settled_at ?? undefined,
    debited: row.debited,
  }));
}
