import { z } from 'zod';
import type { ListOrdersQuery } from '../../shared/contracts/list-orders-query';
import { type WireOrder } from '../../shared/contracts/orders';
import { parseFirstRow, SqlFilter, type SqlClient } from '../../store/sql-client';
import { toCount } from './page-counts';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';

export const DEFAULT_ORDER_LIMIT = 1000;

/** Rows per INSERT: large enough to amortise round trips, small enough for one JSON parameter. */
const INSERT_BATCH_SIZE = 2000;

const documentRowSchema = z.object({ document: wireOrderSchema });

/**
 * Derives the indexed columns from the API document inside the statement,
 * so the column mapping lives in one place for inserts and updates alike.
 * `counterparty_id` is whichever side of a Copper Network transfer is set.
 */
const UPSERT_ORDERS_SQL = `
INSERT INTO orders (
  order_id, organization_id, portfolio_id, portfolio_type, order_type, status,
  base_currency, quote_currency, main_currency, amount, external_order_id, created_by,
  created_at, updated_at, terminated_at, transaction_id, transfer_chain_id,
  from_addresses, to_address, counterparty_id, search_keys, document
)
SELECT
  d->>'orderId', d->>'organizationId', d->>'portfolioId', d->>'portfolioType', d->>'orderType', d->>'status',
  d->>'baseCurrency', d->>'quoteCurrency', d->>'mainCurrency', (d->>'amount')::numeric, d->>'externalOrderId',
  d->>'createdBy', (d->>'createdAt')::bigint, (d->>'updatedAt')::bigint, (d->>'terminatedAt')::bigint,
  d->'extra'->>'transactionId', d->'extra'->>'transferChainId',
  COALESCE(ARRAY(SELECT jsonb_array_elements_text(d->'extra'->'fromAddresses')), '{}'),
  d->'extra'->>'toAddress',
  COALESCE(d->'extra'->>'toCounterpartyId', d->'extra'->>'fromCounterpartyId'),
  ARRAY(
    SELECT lower(key) FROM (
      SELECT d->'extra'->>'transactionId' AS key
      UNION ALL SELECT d->'extra'->>'toAddress'
      UNION ALL SELECT jsonb_array_elements_text(COALESCE(d->'extra'->'fromAddresses', '[]'::jsonb))
    ) AS keys WHERE key IS NOT NULL
  ),
  d
FROM jsonb_array_elements($1::jsonb) AS d
ON CONFLICT (order_id) DO UPDATE SET
  status = EXCLUDED.status, updated_at = EXCLUDED.updated_at, terminated_at = EXCLUDED.terminated_at,
  transaction_id = EXCLUDED.transaction_id, transfer_chain_id = EXCLUDED.transfer_chain_id,
  from_addresses = EXCLUDED.from_addresses, to_address = EXCLUDED.to_address,
  counterparty_id = EXCLUDED.counterparty_id, search_keys = EXCLUDED.search_keys, document = EXCLUDED.document
`;

/**
 * Inserts orders, or replaces the stored state of existing ones (same
 * `orderId`). A new order reusing a portfolio's `externalOrderId` fails on the
 * unique constraint, which the API turns into 409.
 */
export async function saveOrders(db: SqlClient, orders: readonly WireOrder[]): Promise<void> {
  for (let start = 0; start < orders.length; start += INSERT_BATCH_SIZE) {
    const batch = orders.slice(start, start + INSERT_BATCH_SIZE);
    await db.query(UPSERT_ORDERS_SQL, [JSON.stringify(batch)]);
  }
}

export async function getOrder(db: SqlClient, orderId: string): Promise<WireOrder | undefined> {
  const { rows } = await db.query('SELECT document FROM orders WHERE order_id = $1', [orderId]);
  return parseFirstRow(documentRowSchema, rows)?.document;
}

/**
 * Reads an order to change it, inside a transaction: its row stays locked
 * until the transaction ends, so two changes of one order (two approvals, an
 * approval and a clock step) take turns instead of overwriting each other.
 * With `skipLocked`, an order someone else is changing reads as absent.
 */
export async function lockOrder(
  tx: SqlClient,
  orderId: string,
  options: { skipLocked?: boolean } = {},
): Promise<WireOrder | undefined> {
  const { rows } = await tx.query(
    `SELECT document FROM orders WHERE order_id = $1 FOR UPDATE${options.skipLocked === true ? ' SKIP LOCKED' : ''}`,
    [orderId],
  );
  return parseFirstRow(documentRowSchema, rows)?.document;
}

/** The order a portfolio already holds under a client order id (idempotent creation). */
export async function findOrderByExternalId(
  db: SqlClient,
  portfolioId: string,
  externalOrderId: string,
): Promise<WireOrder | undefined> {
  const { rows } = await db.query(
    'SELECT document FROM orders WHERE portfolio_id = $1 AND external_order_id = $2',
    [portfolioId, externalOrderId],
  );
  return parseFirstRow(documentRowSchema, rows)?.document;
}

/**
 * GET /orders as the response's JSON array, newest first, `limit` defaulting
 * to 1000. The hot path of the dashboard: the page leaves as the JSON text
 * PostgreSQL holds, which every write produced from a parsed WireOrder, instead of
 * being parsed into objects, checked again and serialised anew (that was 7 of
 * the 9 ms a page of 200 took).
 */
export async function listOrdersJson(db: SqlClient, query: ListOrdersQuery): Promise<string> {
  const where = orderFilter(query);
  const limit = where.add(toCount(query.limit, DEFAULT_ORDER_LIMIT));
  const offset = where.add(toCount(query.offset, 0));
  const { rows } = await db.query(
    `SELECT COALESCE(string_agg(document::text, ',' ORDER BY created_at DESC, order_id DESC), '') AS documents
     FROM (
       SELECT document, created_at, order_id FROM orders ${where.clause()}
       ORDER BY created_at DESC, order_id DESC LIMIT ${limit} OFFSET ${offset}
     ) AS page`,
    where.values,
  );
  return `[${parseFirstRow(z.object({ documents: z.string() }), rows)?.documents ?? ''}]`;
}

/** The same page as orders, parsed: for callers that work with them. */
export async function listOrders(db: SqlClient, query: ListOrdersQuery): Promise<WireOrder[]> {
  return z.array(wireOrderSchema).parse(JSON.parse(await listOrdersJson(db, query)));
}

/** Number of orders matching the query's filters (ignoring offset and limit). */
export async function countOrders(db: SqlClient, query: ListOrdersQuery): Promise<number> {
  const where = orderFilter(query);
  const { rows } = await db.query(
    `SELECT count(*)::int AS count FROM orders ${where.clause()}`,
    where.values,
  );
  return parseFirstRow(z.object({ count: z.number() }), rows)?.count ?? 0;
}

function orderFilter(query: ListOrdersQuery): SqlFilter {
  const where = new SqlFilter();
  where.anyOf('order_type', query.orderTypes);
  where.anyOf('portfolio_id', query.portfolioIds);
  where.anyOf('base_currency', query.baseCurrencies);
  where.anyOf('quote_currency', query.quoteCurrencies);
  where.anyOf('main_currency', query.mainCurrencies);
  where.anyOf('status', query.statuses);
  where.anyOf('portfolio_type', query.portfolioTypes);
  if (query.currencies !== undefined && query.currencies.length > 0) {
    const currencies = where.isAnyOf(query.currencies);
    where.where(`(base_currency ${currencies} OR quote_currency ${currencies})`);
  }
  where.noneOf('portfolio_type', query.excludedPortfolioTypes);
  where.equals('external_order_id', query.externalOrderId);
  where.equals('transfer_chain_id', query.transferChainId);
  where.equals('transaction_id', query.transactionId);
  where.equals('counterparty_id', query.counterpartyId);
  if (query.searchQuery !== undefined) {
    // Exact, case-insensitive match on any search key: one GIN lookup instead of a scan.
    where.where(`search_keys @> ARRAY[lower(${where.add(query.searchQuery.trim())})]`);
  }
  where.compare('updated_at', '>=', query.updatedSince);
  where.compare('created_at', '>=', query.createdSince);
  where.compare('created_at', '>=', query.createdAtFrom);
  where.compare('created_at', '<=', query.createdAtTo);
  where.compare('terminated_at', '>=', query.terminatedAtFrom);
  where.compare('terminated_at', '<=', query.terminatedAtTo);
  return where;
}
