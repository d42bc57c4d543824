/**
 * Server migration 2: the provider's webhooks as they arrived, and what they
 * told people. Plain PostgreSQL: it runs on PGlite and on a real server alike.
 */
export const eventTables = `
-- Each webhook once, by its event id; seq orders them for the live stream and its resume.
CREATE TABLE webhook_events (
  seq BIGSERIAL PRIMARY KEY,
  event_id TEXT NOT NULL UNIQUE,
  event_type TEXT NOT NULL,
  subscription_id TEXT NOT NULL,
  payload JSONB NOT NULL,
  received_at BIGINT NOT NULL,
  processed_at BIGINT
);
CREATE INDEX webhook_events_unprocessed_idx ON webhook_events (seq) WHERE processed_at IS NULL;
CREATE INDEX webhook_events_received_idx ON webhook_events (received_at);

-- An order that waits for someone who may act on it, once per order, person and step.
CREATE TABLE notifications (
  id BIGSERIAL PRIMARY KEY,
  subject TEXT NOT NULL REFERENCES people (subject) ON DELETE CASCADE,
  order_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  event_seq BIGINT NOT NULL REFERENCES webhook_events (seq),
  summary JSONB NOT NULL,
  created_at BIGINT NOT NULL,
  read_at BIGINT,
  emailed_at BIGINT,
  UNIQUE (subject, order_id, kind)
);
CREATE INDEX notifications_subject_idx ON notifications (subject, created_at DESC);

-- Each person's choice of what reaches them beyond the dashboard.
CREATE TABLE notification_settings (
  subject TEXT PRIMARY KEY REFERENCES people (subject) ON DELETE CASCADE,
  email BOOLEAN NOT NULL DEFAULT TRUE
);
`;
