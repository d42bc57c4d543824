/**
 * Migration 2: orders, with every filterable field as an indexed column.
 * Plain PostgreSQL: it must also run on a real server.
 */
export const orderTables = `
CREATE TABLE orders (
  order_id TEXT PRIMARY KEY,
  organization_id TEXT,
  portfolio_id TEXT NOT NULL,
  portfolio_type TEXT NOT NULL,
  order_type TEXT NOT NULL,
  status TEXT NOT NULL,
  base_currency TEXT NOT NULL,
  quote_currency TEXT,
  main_currency TEXT,
  amount NUMERIC NOT NULL,
  external_order_id TEXT NOT NULL,
  created_by TEXT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT,
  terminated_at BIGINT,
  transaction_id TEXT,
  transfer_chain_id TEXT,
  from_addresses TEXT[] NOT NULL DEFAULT '{}',
  to_address TEXT,
  counterparty_id TEXT,
  -- Lower-cased transaction id, to address and from addresses: what
  -- searchQuery matches, answered by one GIN lookup.
  search_keys TEXT[] NOT NULL DEFAULT '{}',
  document JSONB NOT NULL,
  -- Idempotent creation: a client order id is unique within its portfolio.
  UNIQUE (portfolio_id, external_order_id)
);
-- The list is always newest first; order_id breaks ties so pages are stable.
CREATE INDEX orders_created_idx ON orders (created_at DESC, order_id DESC);
CREATE INDEX orders_type_created_idx ON orders (order_type, created_at DESC);
CREATE INDEX orders_status_created_idx ON orders (status, created_at DESC);
CREATE INDEX orders_portfolio_created_idx ON orders (portfolio_id, created_at DESC);
CREATE INDEX orders_portfolio_type_idx ON orders (portfolio_type, created_at DESC);
CREATE INDEX orders_base_currency_idx ON orders (base_currency, created_at DESC);
CREATE INDEX orders_quote_currency_idx ON orders (quote_currency, created_at DESC);
CREATE INDEX orders_main_currency_idx ON orders (main_currency, created_at DESC);
CREATE INDEX orders_updated_idx ON orders (updated_at);
CREATE INDEX orders_terminated_idx ON orders (terminated_at) WHERE terminated_at IS NOT NULL;
CREATE INDEX orders_external_order_id_idx ON orders (external_order_id);
CREATE INDEX orders_transaction_id_idx ON orders (transaction_id) WHERE transaction_id IS NOT NULL;
CREATE INDEX orders_transfer_chain_id_idx ON orders (transfer_chain_id) WHERE transfer_chain_id IS NOT NULL;
CREATE INDEX orders_to_address_idx ON orders (to_address) WHERE to_address IS NOT NULL;
CREATE INDEX orders_counterparty_idx ON orders (counterparty_id) WHERE counterparty_id IS NOT NULL;
CREATE INDEX orders_search_keys_idx ON orders USING GIN (search_keys);
-- Only trades have a quote currency: without joint statistics the planner
-- assumes "withdraw or deposit" and "quoted in USDT" are independent, expects
-- matches everywhere, and walks the whole created_at index to find none.
CREATE STATISTICS orders_type_quote_stats (mcv, dependencies) ON order_type, quote_currency FROM orders;
CREATE STATISTICS orders_type_portfolio_type_stats (mcv, dependencies) ON order_type, portfolio_type FROM orders;
`;
