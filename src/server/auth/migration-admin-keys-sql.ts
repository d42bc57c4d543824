/**
 * Server migration 17: what administrators decide about keys and power.
 * - `revoked_api_keys`: each API key an administrator revoked, with the reason, kept until
 *   its person has seen the notice (and afterwards, for the record of what they were told);
 * - `role_grants`: a grant of administrator or approver made while two or more
 *   administrators exist waits here for a second administrator's approval. One pending grant
 *   per person at a time, so two administrators cannot stack contradicting ones.
 */
export const adminKeysTables = `
CREATE TABLE revoked_api_keys (
  id BIGSERIAL PRIMARY KEY,
  subject TEXT NOT NULL REFERENCES people (subject) ON DELETE CASCADE,
  key_last4 TEXT NOT NULL,
  reason TEXT NOT NULL,
  revoked_by_name TEXT NOT NULL,
  revoked_at BIGINT NOT NULL,
  seen_at BIGINT
);
CREATE INDEX revoked_api_keys_unseen_idx ON revoked_api_keys (subject, id) WHERE seen_at IS NULL;

CREATE TABLE role_grants (
  id BIGSERIAL PRIMARY KEY,
  subject TEXT NOT NULL REFERENCES idp_accounts (account_id),
  roles_before TEXT[] NOT NULL,
  roles_after TEXT[] NOT NULL,
  requested_by TEXT NOT NULL,
  requested_by_name TEXT NOT NULL,
  requested_at BIGINT NOT NULL,
  status TEXT NOT NULL,
  decided_by_name TEXT,
  decided_at BIGINT
);
CREATE UNIQUE INDEX role_grants_one_pending_idx ON role_grants (subject) WHERE status = 'pending';
`;
