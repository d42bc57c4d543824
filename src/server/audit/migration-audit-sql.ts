/**
 * Server migration 3: the audit log. Append-only and tamper-evident: each
 * record carries the SHA-256 of the previous record's hash and its own
 * canonical form, and the database itself refuses to change or remove one.
 * Plain PostgreSQL (plpgsql is built into PGlite too).
 */
export const auditTables = `
CREATE TABLE audit_log (
  seq BIGSERIAL PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  at BIGINT NOT NULL,
  actor_subject TEXT,
  actor_email TEXT,
  actor_name TEXT,
  actor_roles TEXT[] NOT NULL,
  action TEXT NOT NULL,
  outcome TEXT NOT NULL,
  completes TEXT REFERENCES audit_log (id),
  order_id TEXT,
  external_order_id TEXT,
  portfolio_id TEXT,
  currency TEXT,
  amount TEXT,
  destination TEXT,
  status_code INTEGER,
  error_code TEXT,
  detail TEXT,
  request_id TEXT,
  ip TEXT,
  user_agent TEXT,
  prev_hash TEXT NOT NULL,
  hash TEXT NOT NULL
);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_subject, seq DESC);
CREATE INDEX audit_log_action_idx ON audit_log (action, seq DESC);
CREATE INDEX audit_log_order_idx ON audit_log (order_id, seq DESC);
CREATE INDEX audit_log_at_idx ON audit_log (at);
CREATE INDEX audit_log_completes_idx ON audit_log (completes);

CREATE FUNCTION audit_log_is_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: records are never changed or removed';
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();
`;
