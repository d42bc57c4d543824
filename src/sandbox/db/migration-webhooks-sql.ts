/**
 * Migration 9: webhooks the sandbox owes its subscriber, written in the same
 * transaction as the change they report (an outbox), so no change goes
 * unreported and none is reported that did not happen.
 * Plain PostgreSQL: it must also run on a real server.
 */
export const webhookTables = `
CREATE TABLE webhook_outbox (
  seq BIGSERIAL PRIMARY KEY,
  event_id TEXT NOT NULL UNIQUE,
  event_type TEXT NOT NULL,
  payload JSONB NOT NULL,
  created_at BIGINT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  delivered_at BIGINT,
  last_error TEXT
);
CREATE INDEX webhook_outbox_due_idx ON webhook_outbox (next_attempt_at) WHERE delivered_at IS NULL;
`;
