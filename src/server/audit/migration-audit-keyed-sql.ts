/**
 * Server migration 5: the keyed, anchored chain. Each record names the key its link is made
 * with (records from before have none: their links are plain SHA-256), and the checkpoints the
 * server wrote outside the store are listed here too, so instances take turns writing them and
 * a checkpoint missing from the outside file shows. Both only append.
 */
export const auditKeyedChain = `
ALTER TABLE audit_log ADD COLUMN key_id TEXT;

CREATE TABLE audit_checkpoints (
  n BIGINT PRIMARY KEY,
  seq BIGINT NOT NULL,
  link TEXT NOT NULL,
  at BIGINT NOT NULL,
  key_id TEXT NOT NULL,
  signature TEXT NOT NULL
);

CREATE FUNCTION audit_checkpoints_are_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_checkpoints is append-only: checkpoints are never changed or removed';
END
$$ LANGUAGE plpgsql;
CREATE TRIGGER audit_checkpoints_no_change BEFORE UPDATE OR DELETE ON audit_checkpoints
  FOR EACH ROW EXECUTE FUNCTION audit_checkpoints_are_append_only();
CREATE TRIGGER audit_checkpoints_no_truncate BEFORE TRUNCATE ON audit_checkpoints
  FOR EACH STATEMENT EXECUTE FUNCTION audit_checkpoints_are_append_only();
`;
