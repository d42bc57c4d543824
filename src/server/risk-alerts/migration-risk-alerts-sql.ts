/**
 * Server migration 12: risk alerts. Each person's own rules; where each rule stands for each
 * loan it watches (locked with the rule while a reading is judged, so two instances never both
 * fire); and the alerts the rules raised, until the person dismisses them.
 */
export const riskAlertTables = `
CREATE TABLE alert_rules (
  id BIGSERIAL PRIMARY KEY,
  subject TEXT NOT NULL REFERENCES people (subject) ON DELETE CASCADE,
  condition JSONB NOT NULL,
  enabled BOOLEAN NOT NULL,
  browser BOOLEAN NOT NULL,
  email BOOLEAN NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE INDEX alert_rules_subject_idx ON alert_rules (subject, id);

CREATE TABLE alert_states (
  rule_id BIGINT NOT NULL REFERENCES alert_rules (id) ON DELETE CASCADE,
  loan_id TEXT NOT NULL,
  fired BOOLEAN NOT NULL,
  changed_at BIGINT NOT NULL,
  PRIMARY KEY (rule_id, loan_id)
);

CREATE TABLE risk_alerts (
  id BIGSERIAL PRIMARY KEY,
  subject TEXT NOT NULL REFERENCES people (subject) ON DELETE CASCADE,
  rule_id BIGINT REFERENCES alert_rules (id) ON DELETE SET NULL,
  kind TEXT NOT NULL,
  loan_id TEXT NOT NULL,
  text TEXT NOT NULL,
  browser BOOLEAN NOT NULL,
  email BOOLEAN NOT NULL,
  created_at BIGINT NOT NULL,
  dismissed_at BIGINT,
  emailed_at BIGINT
);
CREATE INDEX risk_alerts_open_idx ON risk_alerts (subject, created_at DESC) WHERE dismissed_at IS NULL;
`;
