import { z } from 'zod';
import type { PoolSettings, StoreLocation } from '../../store/open-store';
import { optionalText, postgresUrl, wholeNumber } from './env-values';
import { parseEnv, type EnvSource } from './parse-env';

const storeEnvSchema = z.object({
  /** The server's own state on PostgreSQL; unset means the embedded engine. */
  DATABASE_URL: optionalText.pipe(postgresUrl.optional()),
  /** Folder of the embedded engine's data, or `memory` for a fresh store on every start. */
  DATA_DIR: z.string().min(1).default('.data/server'),
  DATABASE_POOL_SIZE: wholeNumber(2, 500).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(100, 120_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(100, 600_000).default(15_000),
});

export interface StoreSettings {
  /** Where the server keeps its own state: people, sessions, credentials, audit, events. */
  location: StoreLocation;
  /** Pool tuning, shared by every PostgreSQL store this process opens. */
  pool: PoolSettings;
}

/** Where data is stored: PostgreSQL at DATABASE_URL, or an embedded folder. */
export function parseStoreSettings(source: EnvSource): StoreSettings {
  const env = parseEnv(storeEnvSchema, source);
  const pool: PoolSettings = {
    poolSize: env.DATABASE_POOL_SIZE,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
  };
  return {
    pool,
    location:
      env.DATABASE_URL === undefined
        ? { engine: 'pglite', dataDir: env.DATA_DIR }
        : { engine: 'postgres', url: env.DATABASE_URL, pool },
  };
}
