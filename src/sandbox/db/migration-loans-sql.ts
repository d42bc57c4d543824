/**
 * Migration 4: loans, their counterparties and embedded data.
 * Plain PostgreSQL: it must also run on a real server.
 */
export const loanTables = `
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
