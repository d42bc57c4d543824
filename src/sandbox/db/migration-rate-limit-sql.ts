/**
 * Migration 8: request counts per identity and second, in the store rather
 * than in a process, so instances sharing one sandbox enforce one limit.
 * Plain PostgreSQL: it must also run on a real server.
 */
export const rateLimitTables = `
CREATE TABLE rate_limit_counts (
  identity_id TEXT NOT NULL,
  second BIGINT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (identity_id, second)
);
`;
