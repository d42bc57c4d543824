import { rm } from 'node:fs/promises';
import { z } from 'zod';
import { runMigrations } from '../../store/migrations';
import { openStore, type StoreLocation } from '../../store/open-store';
import { checkedSchemaName, parseFirstRow, type Database } from '../../store/sql-client';
import { seedDatabase, type SeedOptions, type SeedSummary } from '../seed/seed-database';
import { sandboxMigrations } from './migrations';

/** The sandbox keeps its tables in a schema of its own, so it can share a database. */
export const SANDBOX_SCHEMA = 'sandbox';

/** An in-memory embedded store: fresh for every open, for tests and throwaway runs. */
export const inMemory: StoreLocation = { engine: 'pglite', dataDir: 'memory' };

export interface OpenSandboxDatabaseOptions {
  location: StoreLocation;
  /** Tests give each suite its own schema on a shared PostgreSQL. */
  schema?: string;
  seed?: SeedOptions;
  /** Called once when this open seeded an empty store (e.g. to log the counts). */
  onSeeded?: (summary: SeedSummary) => void;
}

const countRowSchema = z.object({ count: z.number() });

/**
 * Opens the sandbox store: brings the schema up to date and, when the store
 * is empty, fills it with the deterministic seed. Instances opening one
 * PostgreSQL sandbox together take turns, so exactly one of them seeds.
 */
export async function openSandboxDatabase(options: OpenSandboxDatabaseOptions): Promise<Database> {
  const db = await openStore(options.location, options.schema ?? SANDBOX_SCHEMA);
  try {
    await runMigrations(db, sandboxMigrations);
    await db.withLock('seed', async () => {
      if (!(await isEmpty(db))) return;
      const summary = await seedDatabase(db, options.seed);
      // Fresh statistics let the planner pick the list indexes from the first query on.
      await db.exec('ANALYZE');
      options.onSeeded?.(summary);
    });
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Deletes the sandbox's data so the next open starts from a fresh seed. */
export async function resetSandboxData(location: StoreLocation, schema = SANDBOX_SCHEMA) {
  if (location.engine === 'pglite') {
    if (location.dataDir === 'memory') return;
    // Opening first takes the folder's lock: a running server keeps its data.
    const db = await openStore(location, schema);
    await db.close();
    await rm(location.dataDir, { recursive: true, force: true });
    return;
  }
  const db = await openStore(location, 'public');
  try {
    await db.exec(`DROP SCHEMA IF EXISTS ${checkedSchemaName(schema)} CASCADE`);
  } finally {
    await db.close();
  }
}

async function isEmpty(db: Database): Promise<boolean> {
  // The seed runs in one transaction, so organizations exist only after a complete seed.
  const { rows } = await db.query('SELECT count(*)::int AS count FROM organizations');
  return (parseFirstRow(countRowSchema, rows)?.count ?? 0) === 0;
}
