/**
 * Migration 3: ClearLoop exchanges, collateral and settlements.
 * Plain PostgreSQL: it must also run on a real server.
 */
export const clearLoopTables = `
CREATE TABLE clearloop_exchanges (
  exchange_id TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  settlement_frequency TEXT,
  next_settlement_timestamp BIGINT
);

CREATE TABLE clearloop_collaterals (
  exchange_id TEXT NOT NULL REFERENCES clearloop_exchanges (exchange_id),
  settlement_currency TEXT NOT NULL,
  buffer NUMERIC NOT NULL,
  current_collateral_balance NUMERIC NOT NULL,
  upnl NUMERIC NOT NULL,
  -- Negative means the exchange's collateral does not cover its losses.
  upnl_excess_deficit NUMERIC NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (exchange_id, settlement_currency)
);

CREATE TABLE settlements (
  settlement_id TEXT PRIMARY KEY,
  exchange_id TEXT NOT NULL REFERENCES clearloop_exchanges (exchange_id),
  settlement_status TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  cycle_start_timestamp BIGINT NOT NULL,
  document JSONB NOT NULL
);
CREATE INDEX settlements_created_idx ON settlements (created_at, settlement_id);
CREATE INDEX settlements_exchange_cycle_idx ON settlements (exchange_id, cycle_start_timestamp DESC);
CREATE INDEX settlements_status_idx ON settlements (settlement_status);

-- One row per settlement detail (a client account and settlement currency),
-- so the detail-level filters are indexed lookups.
CREATE TABLE settlement_details (
  settlement_id TEXT NOT NULL REFERENCES settlements (settlement_id) ON DELETE CASCADE,
  exchange_id TEXT NOT NULL,
  exchange_settlement_id TEXT NOT NULL,
  portfolio_id TEXT NOT NULL,
  client_account_id TEXT NOT NULL,
  PRIMARY KEY (settlement_id, exchange_settlement_id),
  UNIQUE (exchange_id, exchange_settlement_id)
);
CREATE INDEX settlement_details_portfolio_idx ON settlement_details (portfolio_id);
CREATE INDEX settlement_details_client_account_idx ON settlement_details (client_account_id);
`;
