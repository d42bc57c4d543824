import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
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

/**
 * PostgreSQL at TEST_DATABASE_URL. Its tests are declared whether or not it is set: they carry
 * the `postgres` tag, which skips them without it, and the run's summary counts them.
 */
export const postgresEngine: TestEngine & { location: { engine: 'postgres' } } = {
  name: 'postgres',
  location: {
    engine: 'postgres',
    url: TEST_DATABASE_URL ?? 'postgres://TEST_DATABASE_URL-is-not-set',
    pool: testPool,
  },
};

/** The engines the store's tests run on: the embedded one and PostgreSQL. */
export const testEngines: readonly TestEngine[] = [pgliteInMemory, postgresEngine];

/** The tag of every test that needs PostgreSQL (vite.config.ts skips it without TEST_DATABASE_URL). */
export const POSTGRES_TAG = 'postgres';

/** Options of a suite on `engine`: a PostgreSQL suite is tagged, so it is skipped and counted. */
export function engineSuite(engine: TestEngine): { tags: string[] } {
  return { tags: engine.name === 'postgres' ? [POSTGRES_TAG] : [] };
}

/**
 * One suite per engine, `$name` in the title naming it. Without TEST_DATABASE_URL the
 * PostgreSQL suite is declared and skipped, never left out, so the run can say what it skipped.
 */
export function describeEngines(title: string, body: (engine: TestEngine) => void): void {
  for (const engine of testEngines) {
    describe(title.replaceAll('$name', engine.name), engineSuite(engine), () => body(engine));
  }
}

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
