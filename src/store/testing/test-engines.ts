import { randomBytes } from 'node:crypto';
import type { StoreLocation } from '../open-store';
import type { Engine } from '../sql-client';

/** A PostgreSQL server for tests (CI starts a throwaway cluster and sets it). */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL?.trim() || undefined;

export interface TestEngine {
  name: Engine;
  location: StoreLocation;
}

const testPool = { poolSize: 20, connectTimeoutMs: 5_000, statementTimeoutMs: 60_000 };

export const pgliteInMemory: TestEngine = {
  name: 'pglite',
  location: { engine: 'pglite', dataDir: 'memory' },
};

/** PostgreSQL at TEST_DATABASE_URL, when set. */
export const postgresEngine: TestEngine | undefined =
  TEST_DATABASE_URL === undefined
    ? undefined
    : {
        name: 'postgres',
        location: { engine: 'postgres', url: TEST_DATABASE_URL, pool: testPool },
      };

/**
 * The engines the store's tests run on: always the embedded one, and
 * PostgreSQL when TEST_DATABASE_URL names one. Without it the PostgreSQL
 * half is skipped (the global setup says so once per run).
 */
export const testEngines: readonly TestEngine[] = [
  pgliteInMemory,
  ...(postgresEngine ? [postgresEngine] : []),
];

/** A schema of its own for one suite, so suites sharing one PostgreSQL never see each other. */
export function uniqueSchema(prefix: string): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

/** Removes a suite's schema from the shared PostgreSQL; the embedded engine forgets by itself. */
export async function dropTestSchema(engine: TestEngine, schema: string): Promise<void> {
  if (engine.location.engine !== 'postgres') return;
  const { openStore } = await import('../open-store');
  const db = await openStore(engine.location, 'public');
  try {
    await db.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await db.close();
  }
}
