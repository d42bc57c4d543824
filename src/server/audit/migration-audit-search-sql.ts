import { searchedText } from './audit-search';

/**
 * Server migration 4: free-text search over the audit log by trigram index, so a search
 * for a rare string (an order id, an address) stays fast at millions of records. pg_trgm
 * ships with PostgreSQL and is a trusted extension (any owner of the database may add it);
 * PGlite loads it at start. It lives in `public`, so dropping one store's schema never
 * takes it from another store in the same database; two stores migrating at once may
 * both try to add it, and the one that loses finds it there.
 */
export const auditSearch = `
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;
CREATE INDEX audit_log_search_idx ON audit_log USING gin (${searchedText()} public.gin_trgm_ops);
`;
