import { z } from 'zod';
import { openPglite } from './pglite-engine';
import { openPostgres } from './postgres-engine';
import type { Database } from './sql-client';

const poolSettingsSchema = z.object({
  poolSize: z.number(),
  connectTimeoutMs: z.number(),
  statementTimeoutMs: z.number(),
});

/** Tuning of the PostgreSQL connection pool. */
export type PoolSettings = z.infer<typeof poolSettingsSchema>;

/**
 * Where a store keeps its data: a PostgreSQL database, or an embedded PGlite
 * folder. A schema too, so a location can travel to a child process as JSON.
 */
export const storeLocationSchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('postgres'), url: z.string(), pool: poolSettingsSchema }),
  z.object({ engine: z.literal('pglite'), dataDir: z.string() }),
]);

export type StoreLocation = z.infer<typeof storeLocationSchema>;

/** Opens a store on either engine; callers never need to know which. */
export async function openStore(location: StoreLocation, schema: string): Promise<Database> {
  return location.engine === 'postgres'
    ? openPostgres({ url: location.url, schema, ...location.pool })
    : openPglite({ dataDir: location.dataDir, schema });
}
