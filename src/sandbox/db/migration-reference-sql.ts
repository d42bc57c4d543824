/**
 * Migration 1: organizations, currencies, portfolios with their co-sign policy, wallets,
 * the address book and files.
 * Plain PostgreSQL: it must also run on a real server.
 */
export const referenceTables = `
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
