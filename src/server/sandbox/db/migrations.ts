import { z } from 'zod';
import { parseRows, type SandboxDatabase } from './sql-client';

/**
 * Ordered, append-only schema migrations. Applied versions are recorded in
 * `schema_migrations`, so a persisted data folder only runs what is new.
 * The SQL is plain PostgreSQL (no PGlite-only features) so the same store
 * could move to a real server.
 *
 * Each resource keeps its full API document as jsonb (what the API returns)
 * and copies every field the API filters or sorts on into a typed, indexed
 * column. Amounts the sandbox computes with are NUMERIC: exact decimals.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const referenceTables = `
CREATE TABLE organizations (
  organization_id TEXT PRIMARY KEY,
  organization_name TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  document JSONB NOT NULL
);

CREATE TABLE currencies (
  currency TEXT NOT NULL,
  main_currency TEXT NOT NULL,
  decimals INTEGER NOT NULL CHECK (decimals >= 0),
  tags TEXT[] NOT NULL DEFAULT '{}',
  document JSONB NOT NULL,
  PRIMARY KEY (currency, main_currency)
);
CREATE INDEX currencies_tags_idx ON currencies USING GIN (tags);

CREATE TABLE portfolios (
  portfolio_id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (organization_id),
  portfolio_type TEXT NOT NULL,
  portfolio_name TEXT NOT NULL,
  -- Co-sign policy: how many approvals an outgoing order needs, who may give
  -- them (empty = any member but the creator) and whether the master password
  -- (stored only as its SHA-256 hex) must be provided.
  required_co_signers INTEGER NOT NULL DEFAULT 0 CHECK (required_co_signers >= 0),
  allowed_co_signers TEXT[] NOT NULL DEFAULT '{}',
  master_password_required BOOLEAN NOT NULL DEFAULT FALSE,
  master_password_sha256 TEXT,
  created_at BIGINT NOT NULL,
  document JSONB NOT NULL
);
CREATE INDEX portfolios_organization_type_idx ON portfolios (organization_id, portfolio_type);

CREATE TABLE wallets (
  wallet_id TEXT PRIMARY KEY,
  portfolio_id TEXT NOT NULL REFERENCES portfolios (portfolio_id),
  currency TEXT NOT NULL,
  main_currency TEXT NOT NULL,
  balance NUMERIC NOT NULL CHECK (balance >= 0),
  reserve NUMERIC NOT NULL DEFAULT 0 CHECK (reserve >= 0 AND reserve <= balance),
  available NUMERIC GENERATED ALWAYS AS (balance - reserve) STORED,
  stake_balance NUMERIC NOT NULL DEFAULT 0 CHECK (stake_balance >= 0),
  locked NUMERIC NOT NULL DEFAULT 0 CHECK (locked >= 0),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  UNIQUE (portfolio_id, currency, main_currency)
);

CREATE TABLE crypto_addresses (
  crypto_address_id TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (organization_id),
  currency TEXT NOT NULL,
  main_currency TEXT NOT NULL,
  address TEXT NOT NULL,
  travel_rule_status TEXT NOT NULL CHECK (travel_rule_status IN ('passed', 'pending', 'failed')),
  travel_rule_reason TEXT,
  created_at BIGINT NOT NULL,
  document JSONB NOT NULL
);
CREATE INDEX crypto_addresses_currency_idx ON crypto_addresses (currency, main_currency);
CREATE INDEX crypto_addresses_address_idx ON crypto_addresses (lower(address));

CREATE TABLE files (
  file_id TEXT PRIMARY KEY,
  filename TEXT NOT NULL,
  content_type TEXT NOT NULL,
  content BYTEA NOT NULL,
  created_at BIGINT NOT NULL
);
`;

const orderTables = `
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
CREATE INDEX orders_quote_currency_idx ON orders (quote_currency) WHERE quote_currency IS NOT NULL;
CREATE INDEX orders_main_currency_idx ON orders (main_currency, created_at DESC);
CREATE INDEX orders_updated_idx ON orders (updated_at);
CREATE INDEX orders_terminated_idx ON orders (terminated_at) WHERE terminated_at IS NOT NULL;
CREATE INDEX orders_external_order_id_idx ON orders (external_order_id);
CREATE INDEX orders_transaction_id_idx ON orders (transaction_id) WHERE transaction_id IS NOT NULL;
CREATE INDEX orders_transfer_chain_id_idx ON orders (transfer_chain_id) WHERE transfer_chain_id IS NOT NULL;
CREATE INDEX orders_to_address_idx ON orders (to_address) WHERE to_address IS NOT NULL;
CREATE INDEX orders_counterparty_idx ON orders (counterparty_id) WHERE counterparty_id IS NOT NULL;
CREATE INDEX orders_search_keys_idx ON orders USING GIN (search_keys);
`;

const clearLoopTables = `
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

const loanTables = `
CREATE TABLE counterparties (
  counterparty_id TEXT PRIMARY KEY,
  organization_id TEXT,
  document JSONB NOT NULL
);

CREATE TABLE loans (
  loan_id TEXT PRIMARY KEY,
  external_id TEXT NOT NULL UNIQUE,
  loan_type TEXT NOT NULL,
  status TEXT NOT NULL,
  -- Real organization and portfolio ids: the document shows the other side's
  -- ids obfuscated, as the provider does.
  lender_organization_id TEXT NOT NULL,
  borrower_organization_id TEXT NOT NULL,
  lender_portfolio_id TEXT,
  borrower_portfolio_id TEXT,
  lender_counterparty_id TEXT NOT NULL,
  borrower_counterparty_id TEXT NOT NULL,
  parent_loan_id TEXT REFERENCES loans (loan_id),
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL,
  document JSONB NOT NULL
);
CREATE INDEX loans_lender_idx ON loans (lender_organization_id, updated_at DESC);
CREATE INDEX loans_borrower_idx ON loans (borrower_organization_id, updated_at DESC);
CREATE INDEX loans_parent_idx ON loans (parent_loan_id) WHERE parent_loan_id IS NOT NULL;
CREATE INDEX loans_status_idx ON loans (status);
CREATE INDEX loans_type_idx ON loans (loan_type);

CREATE TABLE loan_collaterals (
  collateral_id TEXT PRIMARY KEY,
  loan_id TEXT NOT NULL REFERENCES loans (loan_id),
  document JSONB NOT NULL
);
CREATE INDEX loan_collaterals_loan_idx ON loan_collaterals (loan_id);

CREATE TABLE loan_allocations (
  loan_allocation_id TEXT PRIMARY KEY,
  loan_id TEXT NOT NULL REFERENCES loans (loan_id),
  created_at BIGINT NOT NULL,
  document JSONB NOT NULL
);
CREATE INDEX loan_allocations_loan_idx ON loan_allocations (loan_id);

CREATE TABLE loan_interest (
  loan_interest_id TEXT PRIMARY KEY,
  loan_id TEXT NOT NULL UNIQUE REFERENCES loans (loan_id),
  document JSONB NOT NULL
);

CREATE TABLE loan_modifications (
  loan_modification_id TEXT PRIMARY KEY,
  loan_id TEXT NOT NULL REFERENCES loans (loan_id),
  created_at BIGINT NOT NULL,
  document JSONB NOT NULL
);
CREATE INDEX loan_modifications_loan_idx ON loan_modifications (loan_id);

CREATE TABLE loan_margin_calls (
  loan_id TEXT PRIMARY KEY REFERENCES loans (loan_id),
  document JSONB NOT NULL
);
`;

export const migrations: readonly Migration[] = [
  { version: 1, name: 'reference-data', sql: referenceTables },
  { version: 2, name: 'orders', sql: orderTables },
  { version: 3, name: 'clearloop', sql: clearLoopTables },
  { version: 4, name: 'loans', sql: loanTables },
];

const appliedRowSchema = z.object({ version: z.number() });

/** Applies every migration not yet recorded, each in its own transaction. */
export async function runMigrations(db: SandboxDatabase): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at BIGINT NOT NULL
  )`);
  const { rows } = await db.query('SELECT version FROM schema_migrations');
  const applied = new Set(parseRows(appliedRowSchema, rows).map((row) => row.version));
  const ran: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    // The statements and their bookkeeping row commit together or not at all.
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        Date.now(),
      ]);
    });
    ran.push(migration.version);
  }
  return ran;
}
