import { openPglite } from './pglite-engine';
import { openPostgres } from './postgres-engine';
import type { Database } from './sql-client';

/** Tuning of the PostgreSQL connection pool. */
export interface PoolSettings {
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

/** Where a store keeps its data: a PostgreSQL database, or an embedded PGlite folder. */
export type StoreLocation =
  { engine: 'postgres'; url: string; pool: PoolSettings } | { engine: 'pglite'; dataDir: string };

/** Opens a store on either engine; callers never need to know which. */
export async function openStore(location: StoreLocation, schema: string): Promise<Database> {
  return location.engine === 'postgres'
    ? openPostgres({ url: location.url, schema, ...location.pool })
    : openPglite({ dataDir: location.dataDir, schema });
}
