/**
 * Server migration: passkeys for the money moments, and the challenges they sign. Plain
 * PostgreSQL: it runs on PGlite and on a real server alike.
 */
export const passkeyTables = `
-- A person's registered passkeys (WebAuthn credentials): only the public key is kept.
CREATE TABLE passkeys (
  credential_id TEXT PRIMARY KEY,
  subject TEXT NOT NULL REFERENCES people (subject) ON DELETE CASCADE,
  name TEXT NOT NULL,
  public_key BYTEA NOT NULL,
  sign_count BIGINT NOT NULL,
  transports TEXT[] NOT NULL,
  created_at BIGINT NOT NULL,
  last_used_at BIGINT
);
CREATE INDEX passkeys_subject_idx ON passkeys (subject);

-- Each challenge a person was given: what it binds (the digest of the exact action), until
-- when, and whether it was already used. Used once, then never again.
CREATE TABLE passkey_challenges (
  challenge TEXT PRIMARY KEY,
  subject TEXT NOT NULL REFERENCES people (subject) ON DELETE CASCADE,
  action TEXT NOT NULL,
  action_digest TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  expires_at BIGINT NOT NULL,
  used_at BIGINT
);
CREATE INDEX passkey_challenges_subject_idx ON passkey_challenges (subject, created_at);
CREATE INDEX passkey_challenges_expiry_idx ON passkey_challenges (expires_at);
`;
