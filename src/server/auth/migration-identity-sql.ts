/**
 * Server migration 6: whose key is whose, and the organization served. A provider user id was
 * once matched to a person by name; such guesses are forgotten here, so only what a person
 * confirmed (checked against the provider's members and orders) is kept, with when.
 */
export const identityTables = `
ALTER TABLE api_credentials ADD COLUMN provider_user_confirmed_at BIGINT;
UPDATE api_credentials SET provider_user_id = NULL;

-- Choices the dashboard keeps for everyone, e.g. the organization an administrator chose.
CREATE TABLE dashboard_choices (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  chosen_by TEXT NOT NULL,
  chosen_at BIGINT NOT NULL
);
`;
