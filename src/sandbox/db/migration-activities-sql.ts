/**
 * Migration 10: the organization's activity feed (GET /organizations/{id}/activities),
 * written in the same transaction as the change each entry reports.
 * Plain PostgreSQL: it must also run on a real server.
 */
export const activityTables = `
CREATE TABLE activities (
  activity_id TEXT PRIMARY KEY,
  activity_type TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  organization_id TEXT,
  portfolio_id TEXT,
  user_id TEXT
);
-- The feed is always newest first; activity_id breaks ties so pages are stable.
CREATE INDEX activities_created_idx ON activities (created_at DESC, activity_id DESC);
CREATE INDEX activities_type_created_idx ON activities (activity_type, created_at DESC, activity_id DESC);
CREATE INDEX activities_user_created_idx ON activities (user_id, created_at DESC, activity_id DESC);
`;
