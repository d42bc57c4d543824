import Decimal from 'decimal.js';
import { z } from 'zod';
import { parseRows, type SqlClient } from '../../store/sql-client';
import { terminalOrderStatuses } from '../seed/seed-order-builders';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';

/**
 * Each wallet's reserve less what open reservations hold: what the seed set
 * aside by itself. Orders come and go; this must not move.
 */
export async function unreservedBaseline(db: SqlClient): Promise<Map<string, string>> {
  const { rows } = await db.query(
    `SELECT w.wallet_id, trim_scale(w.reserve - COALESCE(r.open, 0))::text AS base
     FROM wallets AS w LEFT JOIN (
       SELECT portfolio_id, currency, main_currency, sum(amount) AS open
       FROM order_reservations WHERE settled_at IS NULL GROUP BY portfolio_id, currency, main_currency
     ) AS r USING (portfolio_id, currency, main_currency)`,
  );
  const parsed = parseRows(z.object({ wallet_id: z.string(), base: z.string() }), rows);
  return new Map(parsed.map((row) => [row.wallet_id, row.base]));
}

/** What is wrong with the store, in words; empty when it is consistent. */
export async function storeProblems(
  db: SqlClient,
  baseline: ReadonlyMap<string, string>,
): Promise<string[]> {
  const problems: string[] = [];
  const { rows: wallets } = await db.query(
    'SELECT wallet_id, balance::text AS balance, reserve::text AS reserve FROM wallets',
  );
  for (const wallet of parseRows(
    z.object({ wallet_id: z.string(), balance: z.string(), reserve: z.string() }),
    wallets,
  )) {
    const reserve = new Decimal(wallet.reserve);
    if (reserve.isNegative() || reserve.greaterThan(wallet.balance)) {
      problems.push(
        `wallet ${wallet.wallet_id}: reserve ${wallet.reserve} outside 0..${wallet.balance}`,
      );
    }
  }
  const now = await unreservedBaseline(db);
  for (const [walletId, base] of baseline) {
    if (!new Decimal(now.get(walletId) ?? 'NaN').equals(base)) {
      problems.push(`wallet ${walletId}: reserve no longer matches its open reservations`);
    }
  }
  const { rows: open } = await db.query(
    `SELECT r.order_id, o.status FROM order_reservations AS r JOIN orders AS o USING (order_id)
     WHERE r.settled_at IS NULL AND o.status = ANY($1::text[])`,
    [terminalOrderStatuses],
  );
  for (const row of parseRows(z.object({ order_id: z.string(), status: z.string() }), open)) {
    problems.push(`order ${row.order_id} is ${row.status} but still holds a reservation`);
  }
  const { rows: placed } = await db.query(
    `SELECT o.document, c.decimals FROM orders AS o
     JOIN order_progress AS p USING (order_id)
     JOIN currencies AS c ON c.currency = o.base_currency AND c.main_currency = o.main_currency`,
  );
  for (const row of parseRows(z.object({ document: z.unknown(), decimals: z.number() }), placed)) {
    const order = wireOrderSchema.safeParse(row.document);
    if (!order.success) {
      problems.push(`a stored order does not match the order contract: ${order.error.message}`);
      continue;
    }
    const places = order.data.amount.split('.')[1]?.length ?? 0;
    if (places > row.decimals) {
      problems.push(
        `order ${order.data.orderId}: amount ${order.data.amount} finer than the currency`,
      );
    }
  }
  return problems;
}
