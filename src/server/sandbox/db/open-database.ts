import { mkdir, rm } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';
import { seedDatabase, type SeedOptions, type SeedSummary } from '../seed/seed-database';
import { runMigrations } from './migrations';
import { parseFirstRow, wrapPglite, type SandboxDatabase } from './sql-client';

export interface OpenSandboxDatabaseOptions {
  /** A folder (created if missing, kept across restarts) or `'memory'`. */
  dataDir: string;
  seed?: SeedOptions;
  /** Called once when this open seeded an empty store (e.g. to log the counts). */
  onSeeded?: (summary: SeedSummary) => void;
}

const countRowSchema = z.object({ count: z.number() });

/**
 * Opens the sandbox store: starts PGlite, brings the schema up to date and,
 * when the store is empty, fills it with the deterministic seed.
 */
export async function openSandboxDatabase(
  options: OpenSandboxDatabaseOptions,
): Promise<SandboxDatabase> {
  if (options.dataDir !== 'memory') {
    // PGlite creates only the last folder of the path; the configured one may be nested.
    await mkdir(options.dataDir, { recursive: true });
  }
  const pg =
    options.dataDir === 'memory' ? await PGlite.create() : await PGlite.create(options.dataDir);
  const db = wrapPglite(pg, options.dataDir);
  try {
    await runMigrations(db);
    if (await isEmpty(db)) {
      const summary = await seedDatabase(db, options.seed);
      options.onSeeded?.(summary);
    }
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Deletes a persisted store so the next open starts from a fresh seed. */
export async function resetSandboxData(dataDir: string): Promise<void> {
  if (dataDir === 'memory') return;
  await rm(dataDir, { recursive: true, force: true });
}

async function isEmpty(db: SandboxDatabase): Promise<boolean> {
  // The seed runs in one transaction, so organizations exist only after a complete seed.
  const { rows } = await db.query('SELECT count(*)::int AS count FROM organizations');
  return (parseFirstRow(countRowSchema, rows)?.count ?? 0) === 0;
}
