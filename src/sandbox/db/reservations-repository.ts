import { z } from 'zod';
import { parseFirstRow, type SqlClient } from '../../store/sql-client';

export interface WalletKey {
  portfolioId: string;
  currency: string;
  mainCurrency: string;
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
