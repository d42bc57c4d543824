/**
 * Server migration 5: the shared cache of the provider's answers to reads, and each API key's
 * request budget, kept in the store so every instance serves and counts the same. Keys are
 * stored only as SHA-256 hashes.
 */
export const sharedReadsTables = `
-- One answer per read: operation, path with query and the signing key's scope, hashed.
-- It is served while it has not expired and none of its topics was invalidated after it
-- was fetched (seen: the newest invalidation when the read began).
CREATE TABLE read_cache (
  cache_key TEXT PRIMARY KEY,
  topics TEXT[] NOT NULL,
  seen BIGINT NOT NULL,
  status INTEGER NOT NULL,
  headers JSONB NOT NULL,
  body BYTEA NOT NULL,
  expires_at BIGINT NOT NULL
);
CREATE INDEX read_cache_expiry_idx ON read_cache (expires_at);

CREATE SEQUENCE read_cache_invalidations;
CREATE TABLE read_cache_topics (
  topic TEXT PRIMARY KEY,
  invalidated_seq BIGINT NOT NULL,
  invalidated_at BIGINT NOT NULL
);
CREATE INDEX read_cache_topics_age_idx ON read_cache_topics (invalidated_at);

-- Requests sent to the provider per key and second, for the sliding 5-minute window.
CREATE TABLE upstream_requests (
  key_hash TEXT NOT NULL,
  second BIGINT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (key_hash, second)
);

-- What the provider last said of a key's budget (rate-limit headers, or a 429's Retry-After).
CREATE TABLE upstream_budget_reports (
  key_hash TEXT PRIMARY KEY,
  reported_limit INTEGER,
  reported_remaining INTEGER,
  reported_at BIGINT NOT NULL,
  reset_at BIGINT,
  refused_until BIGINT
);
`;
