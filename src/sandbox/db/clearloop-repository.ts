import { z } from 'zod';
import {
  type WireClearLoopExchange,
  type WirePagination,
  type WireSettlement,
} from '../../shared/contracts/clearloop';
import type { SettlementsQuery } from '../../shared/contracts/settlements-query';
import { parseFirstRow, parseRows, SqlFilter, type SqlClient } from '../../store/sql-client';
import { toCount } from './page-counts';
import {
  wireClearLoopExchangeSchema,
  wireSettlementSchema,
  wireSettlementsResponseSchema,
} from '../../shared/contracts/wire-schemas';

export const DEFAULT_SETTLEMENT_LIMIT = 1000;

const exchangeRowSchema = z.object({
  exchange_id: z.string(),
  name: z.string(),
  settlement_frequency: z.string().nullable(),
  next_settlement_timestamp: z.string().nullable(),
});

const collateralRowSchema = z.object({
  exchange_id: z.string(),
  settlement_currency: z.string(),
  buffer: z.string(),
  current_collateral_balance: z.string(),
  upnl: z.string(),
  upnl_excess_deficit: z.string(),
  updated_at: z.string(),
});

// NUMERIC and BIGINT columns are read as text: exact decimals and epoch-ms strings, as on the wire.
const EXCHANGE_COLUMNS =
  'exchange_id, name, settlement_frequency, next_settlement_timestamp::text AS next_settlement_timestamp';
const COLLATERAL_COLUMNS = `exchange_id, settlement_currency, buffer::text AS buffer,
  current_collateral_balance::text AS current_collateral_balance, upnl::text AS upnl,
  upnl_excess_deficit::text AS upnl_excess_deficit, updated_at::text AS updated_at`;

/** GET /clearloop/exchanges, ordered by name. */
export async function listExchanges(db: SqlClient): Promise<WireClearLoopExchange[]> {
  const exchanges = await db.query(
    `SELECT ${EXCHANGE_COLUMNS} FROM clearloop_exchanges ORDER BY name`,
  );
  const collaterals = await db.query(
    `SELECT ${COLLATERAL_COLUMNS} FROM clearloop_collaterals ORDER BY exchange_id, settlement_currency`,
  );
  return assembleExchanges(exchanges.rows, collaterals.rows);
}

export async function getExchange(
  db: SqlClient,
  exchangeId: string,
): Promise<WireClearLoopExchange | undefined> {
  const exchanges = await db.query(
    `SELECT ${EXCHANGE_COLUMNS} FROM clearloop_exchanges WHERE exchange_id = $1`,
    [exchangeId],
  );
  const collaterals = await db.query(
    `SELECT ${COLLATERAL_COLUMNS} FROM clearloop_collaterals WHERE exchange_id = $1 ORDER BY settlement_currency`,
    [exchangeId],
  );
  return assembleExchanges(exchanges.rows, collaterals.rows)[0];
}

function assembleExchanges(
  exchangeRows: unknown[],
  collateralRows: unknown[],
): WireClearLoopExchange[] {
  const collaterals = parseRows(collateralRowSchema, collateralRows);
  return parseRows(exchangeRowSchema, exchangeRows).map((exchange) =>
    wireClearLoopExchangeSchema.parse({
      exchangeId: exchange.exchange_id,
      name: exchange.name,
      collateralDetails: {
        currencies: collaterals
          .filter((row) => row.exchange_id === exchange.exchange_id)
          .map((row) => ({
            settlementCurrency: row.settlement_currency,
            buffer: row.buffer,
            currentCollateralBalance: row.current_collateral_balance,
            uPnL: row.upnl,
            uPnLExcessDeficit: row.upnl_excess_deficit,
            updatedAt: row.updated_at,
          })),
      },
      settlementDetails: {
        frequency: exchange.settlement_frequency ?? undefined,
        nextSettlementTimestamp: exchange.next_settlement_timestamp ?? undefined,
      },
    }),
  );
}

/** Stores exchanges with their per-currency collateral (replacing existing rows). */
export async function saveExchanges(
  db: SqlClient,
  exchanges: readonly WireClearLoopExchange[],
): Promise<void> {
  await db.query(
    `INSERT INTO clearloop_exchanges (exchange_id, name, settlement_frequency, next_settlement_timestamp)
     SELECT d->>'exchangeId', d->>'name', d->'settlementDetails'->>'frequency',
            (d->'settlementDetails'->>'nextSettlementTimestamp')::bigint
     FROM jsonb_array_elements($1::jsonb) AS d
     ON CONFLICT (exchange_id) DO UPDATE SET name = EXCLUDED.name,
       settlement_frequency = EXCLUDED.settlement_frequency,
       next_settlement_timestamp = EXCLUDED.next_settlement_timestamp`,
    [JSON.stringify(exchanges)],
  );
  await db.query(
    `INSERT INTO clearloop_collaterals (exchange_id, settlement_currency, buffer, current_collateral_balance,
       upnl, upnl_excess_deficit, updated_at)
     SELECT d->>'exchangeId', c->>'settlementCurrency', (c->>'buffer')::numeric,
       (c->>'currentCollateralBalance')::numeric, (c->>'uPnL')::numeric, (c->>'uPnLExcessDeficit')::numeric,
       (c->>'updatedAt')::bigint
     FROM jsonb_array_elements($1::jsonb) AS d,
          jsonb_array_elements(COALESCE(d->'collateralDetails'->'currencies', '[]'::jsonb)) AS c
     ON CONFLICT (exchange_id, settlement_currency) DO UPDATE SET buffer = EXCLUDED.buffer,
       current_collateral_balance = EXCLUDED.current_collateral_balance, upnl = EXCLUDED.upnl,
       upnl_excess_deficit = EXCLUDED.upnl_excess_deficit, updated_at = EXCLUDED.updated_at`,
    [JSON.stringify(exchanges)],
  );
}

const settlementRowSchema = z.object({ document: wireSettlementSchema });

/** Stores settlements and their detail index rows (replacing existing ones). */
export async function saveSettlements(
  db: SqlClient,
  settlements: readonly WireSettlement[],
): Promise<void> {
  if (settlements.length === 0) return;
  const payload = JSON.stringify(settlements);
  await db.query(
    `INSERT INTO settlements (settlement_id, exchange_id, settlement_status, created_at, cycle_start_timestamp, document)
     SELECT d->>'settlementId', d->>'exchangeId', d->>'settlementStatus',
       COALESCE((d->>'createdAt')::bigint, (d->>'cycleStartTimestamp')::bigint), (d->>'cycleStartTimestamp')::bigint, d
     FROM jsonb_array_elements($1::jsonb) AS d
     ON CONFLICT (settlement_id) DO UPDATE SET settlement_status = EXCLUDED.settlement_status, document = EXCLUDED.document`,
    [payload],
  );
  await db.query(
    `DELETE FROM settlement_details WHERE settlement_id IN (SELECT d->>'settlementId' FROM jsonb_array_elements($1::jsonb) AS d)`,
    [payload],
  );
  await db.query(
    `INSERT INTO settlement_details (settlement_id, exchange_id, exchange_settlement_id, portfolio_id, client_account_id)
     SELECT d->>'settlementId', d->>'exchangeId', s->>'exchangeSettlementId', s->>'portfolioId', s->>'clientAccountId'
     FROM jsonb_array_elements($1::jsonb) AS d,
          jsonb_array_elements(COALESCE(d->'settlementDetails', '[]'::jsonb)) AS s`,
    [payload],
  );
}

export async function getSettlement(
  db: SqlClient,
  settlementId: string,
): Promise<WireSettlement | undefined> {
  const { rows } = await db.query('SELECT document FROM settlements WHERE settlement_id = $1', [
    settlementId,
  ]);
  return parseFirstRow(settlementRowSchema, rows)?.document;
}

/** A page of settlements as GET /clearloop/settlements answers it. */
export type SettlementsPage = z.input<typeof wireSettlementsResponseSchema> & {
  pagination: WirePagination;
};

/** GET /clearloop/settlements with every filter and its pagination object. */
export async function listSettlements(
  db: SqlClient,
  query: SettlementsQuery,
): Promise<SettlementsPage> {
  const limit = toCount(query.limit, DEFAULT_SETTLEMENT_LIMIT);
  const offset = toCount(query.offset, 0);
  const direction = query.sortDirection === 'desc' ? 'DESC' : 'ASC';

  const countParams = new SqlFilter();
  const counted = await db.query(
    `SELECT count(*)::int AS total FROM (${matchingSettlementsSql(query, countParams)}) AS m`,
    countParams.values,
  );
  const totalItems = parseFirstRow(z.object({ total: z.number() }), counted.rows)?.total ?? 0;

  const pageParams = new SqlFilter();
  const matching = matchingSettlementsSql(query, pageParams);
  const { rows } = await db.query(
    `SELECT document FROM (${matching}) AS m ORDER BY created_at ${direction}, settlement_id ${direction}
     LIMIT ${pageParams.add(limit)} OFFSET ${pageParams.add(offset)}`,
    pageParams.values,
  );
  return {
    settlements: parseRows(settlementRowSchema, rows).map((row) => row.document),
    pagination: paginationFor(limit, offset, totalItems),
  };
}

function matchingSettlementsSql(query: SettlementsQuery, where: SqlFilter): string {
  const detailMatch = (column: string, value: string | undefined): void => {
    if (value === undefined) return;
    where.where(
      `EXISTS (SELECT 1 FROM settlement_details AS sd WHERE sd.settlement_id = s.settlement_id AND sd.${column} = ${where.add(value)})`,
    );
  };
  detailMatch('portfolio_id', query.portfolioId);
  detailMatch('client_account_id', query.clientAccountId);
  detailMatch('exchange_settlement_id', query.exchangeSettlementId);
  where.compare('s.created_at', '>=', query.createdAfter);
  where.compare('s.created_at', '<=', query.createdBefore);
  where.compare('s.cycle_start_timestamp', '=', query.cycleStartTimestamp);
  where.anyOf('s.settlement_status', query.clearLoopSettlementStatuses);
  where.noneOf('s.settlement_status', query.clearLoopSettlementStatusesNotIn);
  const filtered = `SELECT s.settlement_id, s.created_at, s.document,
      row_number() OVER (PARTITION BY s.exchange_id ORDER BY s.cycle_start_timestamp DESC, s.created_at DESC) AS cycle_rank
    FROM settlements AS s ${where.clause()}`;
  if (query.cycles === undefined) return filtered;
  // `cycles` keeps each exchange's N most recent settlements among those that match.
  return `SELECT * FROM (${filtered}) AS ranked WHERE cycle_rank <= ${where.add(toCount(query.cycles, 0))}`;
}

function paginationFor(limit: number, offset: number, totalItems: number): WirePagination {
  const pageSize = Math.max(limit, 1);
  return {
    limit: String(limit),
    page: String(Math.floor(offset / pageSize) + 1),
    pages: String(limit === 0 ? 0 : Math.ceil(totalItems / pageSize)),
    totalItems: String(totalItems),
  };
}
