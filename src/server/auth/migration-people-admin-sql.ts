/**
 * Server migration 15: administrators manage the embedded provider's people. A person is
 * deactivated rather than deleted, so their records keep naming them and nobody can take over
 * their email (and history) by being added again.
 */
export const peopleAdminTables = `
ALTER TABLE idp_accounts ADD COLUMN deactivated_at BIGINT;
ALTER TABLE idp_accounts ADD COLUMN deactivated_by TEXT;
`;
