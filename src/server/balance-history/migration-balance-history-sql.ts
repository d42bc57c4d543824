/**
 * Server migration 14: wallet balance history. The provider keeps only each wallet's current
 * balances; the leader instance samples every wallet's on the LTV sampler's schedule, one row per
 * wallet and sampling slot, so instances racing for the same slot store it once.
 */
export const balanceHistoryTables = `
CREATE TABLE balance_samples (
  wallet_id TEXT NOT NULL,
  sampled_at BIGINT NOT NULL,
  balance TEXT,
  available TEXT,
  reserve TEXT,
  staked TEXT,
  total TEXT,
  source TEXT NOT NULL,
  PRIMARY KEY (wallet_id, sampled_at)
);
CREATE INDEX balance_samples_by_time ON balance_samples (sampled_at);
`;
