/**
 * Migration 6: what the lifecycle clock needs for ClearLoop and loans.
 * Plain PostgreSQL: it must also run on a real server.
 */
export const liveDataTables = `
-- Settlements the clock opened and is moving through their states.
CREATE TABLE settlement_progress (
  settlement_id TEXT PRIMARY KEY REFERENCES settlements (settlement_id) ON DELETE CASCADE,
  next_step_at BIGINT NOT NULL
);
CREATE INDEX settlement_progress_due_idx ON settlement_progress (next_step_at);

-- The LTV a loan drifts around, so the drift stays believable however long the sandbox runs.
CREATE TABLE loan_ltv_base (
  loan_id TEXT PRIMARY KEY REFERENCES loans (loan_id),
  base_ratio NUMERIC NOT NULL
);
`;
