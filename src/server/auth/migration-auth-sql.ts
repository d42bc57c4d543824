/**
 * Server migration 1: who signs in and with what. Plain PostgreSQL: it runs
 * on PGlite and on a real server alike.
 */
export const authTables = `
-- A person as their identity provider last described them.
CREATE TABLE people (
  subject TEXT PRIMARY KEY,
  email TEXT NOT NULL,
  name TEXT NOT NULL,
  roles TEXT[] NOT NULL,
  first_seen_at BIGINT NOT NULL,
  last_sign_in_at BIGINT NOT NULL
);

-- Server-side sessions. The cookie holds a random id; only its SHA-256 is kept here,
-- so a copy of this table opens no session.
CREATE TABLE sessions (
  id_hash TEXT PRIMARY KEY,
  subject TEXT NOT NULL REFERENCES people (subject) ON DELETE CASCADE,
  roles TEXT[] NOT NULL,
  id_token TEXT,
  created_at BIGINT NOT NULL,
  last_active_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_subject_idx ON sessions (subject);

-- A sign-in between leaving for the identity provider and coming back (PKCE, state, nonce).
CREATE TABLE sign_in_flows (
  state TEXT PRIMARY KEY,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  return_to TEXT NOT NULL,
  created_at BIGINT NOT NULL
);

-- Each person's own API key; the secret sealed with AES-256-GCM.
CREATE TABLE api_credentials (
  subject TEXT PRIMARY KEY REFERENCES people (subject) ON DELETE CASCADE,
  api_key TEXT NOT NULL UNIQUE,
  sealed_secret BYTEA NOT NULL,
  provider_user_id TEXT,
  created_at BIGINT NOT NULL,
  last_used_at BIGINT
);

-- The embedded identity provider's accounts and its throttling of failed passwords.
CREATE TABLE idp_accounts (
  account_id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  roles TEXT[] NOT NULL,
  password_hash TEXT NOT NULL,
  locked_until BIGINT,
  created_at BIGINT NOT NULL
);
CREATE TABLE idp_failed_sign_ins (
  account_id TEXT NOT NULL REFERENCES idp_accounts (account_id) ON DELETE CASCADE,
  at BIGINT NOT NULL
);
CREATE INDEX idp_failed_sign_ins_idx ON idp_failed_sign_ins (account_id, at);

-- What oidc-provider keeps between requests (interactions, codes, grants, its sessions),
-- in the store so any instance can continue a sign-in another began.
CREATE TABLE idp_models (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  payload JSONB NOT NULL,
  grant_id TEXT,
  uid TEXT,
  user_code TEXT,
  expires_at BIGINT,
  consumed_at BIGINT,
  PRIMARY KEY (kind, id)
);
CREATE INDEX idp_models_grant_idx ON idp_models (grant_id);
CREATE INDEX idp_models_uid_idx ON idp_models (uid);

-- Secrets every instance must share: the identity provider's signing key, cookie keys,
-- its client secret.
CREATE TABLE server_secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  created_at BIGINT NOT NULL
);
`;
