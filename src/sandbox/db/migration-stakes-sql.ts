/**
 * Migration 12: stake positions, made by the staking orders the sandbox executes and moved on
 * by its clock. A position is in one state at a time: `bonding` and `unbonding` are the
 * provider's pending stakes, `active` its active ones, `withdrawable` an outstanding stake
 * waiting for a complete-withdrawal. A wallet's `stake_balance` is the sum of its positions.
 * Plain PostgreSQL: it must also run on a real server.
 */
export const stakeTables = `
CREATE TABLE stakes (
  stake_id TEXT PRIMARY KEY,
  portfolio_id TEXT NOT NULL REFERENCES portfolios (portfolio_id),
  currency TEXT NOT NULL,
  main_currency TEXT NOT NULL,
  amount NUMERIC NOT NULL CHECK (amount > 0),
  state TEXT NOT NULL CHECK (state IN ('bonding', 'active', 'unbonding', 'withdrawable')),
  pool_id TEXT NOT NULL,
  pool_name TEXT NOT NULL,
  state_ends_at BIGINT,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX stakes_wallet_idx ON stakes (portfolio_id, currency, main_currency, state);
CREATE INDEX stakes_due_idx ON stakes (state_ends_at) WHERE state_ends_at IS NOT NULL;
`;
