import { z } from 'zod';
import { parseRows, type SqlClient } from '../../store/sql-client';

/**
 * Reads that check the store is consistent: what the fuzz tests compare before and after
 * hostile traffic. Nothing in the sandbox's own answers depends on them.
 */

/** Each wallet's reserve less what its open reservations hold, by wallet id. */
export async function reserveBeyondOpenHolds(db: SqlClient): Promise<Map<string, string>> {
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

/** Orders in one of `statuses` whose reservation is still open. */
export async function listOrdersStillHolding(
  db: SqlClient,
  statuses: readonly string[],
): Promise<{ orderId: string; status: string }[]> {
  const { rows } = await db.query(
    `SELECT r.order_id, o.status FROM order_reservations AS r JOIN orders AS o USING (order_id)
     WHERE r.settled_at IS NULL AND o.status = ANY($1::text[])`,
    [statuses],
  );
  return parseRows(z.object({ order_id: z.string(), status: z.string() }), rows).map((row) => ({
    orderId: row.order_id,
    status: row.status,
  }));
}

/**
 * The stored document of every order the clock tracks (those placed through the API), with
 * its currency's decimal places. The document is left unparsed: checking it is the point.
 */
export async function listTrackedOrderDocuments(
  db: SqlClient,
): Promise<{ document: unknown; decimals: number }[]> {
  const { rows } = await db.query(
    `SELECT o.document, c.decimals FROM orders AS o
     JOIN order_progress AS p USING (order_id)
     JOIN currencies AS c ON c.currency = o.base_currency AND c.main_currency = o.main_currency`,
  );
  return parseRows(z.object({ document: z.unknown(), decimals: z.number() }), rows);
}
