/**
 * Server migration 10: LTV history. The provider keeps only each loan's current LTV; the
 * leader instance samples every loan's on a schedule, one row per loan and sampling slot, so
 * instances racing for the same slot store it once.
 */
export const ltvHistoryTables = `
CREATE TABLE ltv_samples (
  loan_id TEXT NOT NULL,
  sampled_at BIGINT NOT NULL,
  ltv TEXT NOT NULL,
  margin_call_threshold TEXT,
  default_threshold TEXT,
  rebalance_threshold TEXT,
  collateral_value_usd TEXT,
  status TEXT,
  source TEXT NOT NULL,
  PRIMARY KEY (loan_id, sampled_at)
);
CREATE INDEX ltv_samples_by_time ON ltv_samples (sampled_at);
`;
