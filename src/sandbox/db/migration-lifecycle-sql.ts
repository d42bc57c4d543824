/**
 * Migration 5: what the sandbox tracks about orders beyond their API document.
 * Plain PostgreSQL: it must also run on a real server.
 */
export const lifecycleTables = `
-- Funds an order holds in its wallet's reserve, released or debited once the
-- order ends. Seeded history has none, so only orders placed through the API
-- ever touch a balance.
CREATE TABLE order_reservations (
  order_id TEXT PRIMARY KEY REFERENCES orders (order_id),
  portfolio_id TEXT NOT NULL,
  currency TEXT NOT NULL,
  main_currency TEXT NOT NULL,
  amount NUMERIC NOT NULL CHECK (amount > 0),
  settled_at BIGINT
);

-- Orders the lifecycle clock moves on: when their next step is due and how
-- they end. An order waiting for people (co-signers, the master password) has
-- no due time until someone acts.
CREATE TABLE order_progress (
  order_id TEXT PRIMARY KEY REFERENCES orders (order_id),
  next_step_at BIGINT,
  outcome TEXT NOT NULL CHECK (outcome IN ('executed', 'rejected', 'error')),
  master_password_given BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX order_progress_due_idx ON order_progress (next_step_at) WHERE next_step_at IS NOT NULL;
`;
