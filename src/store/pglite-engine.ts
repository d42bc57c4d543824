import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock';
import { checkedSchemaName, type Database, type SqlClient } from './sql-client';

export interface PgliteOptions {
  /** A folder (created if missing, kept across restarts) or `'memory'`. */
  dataDir: string;
  /** Schema that holds this store's tables; created if missing. */
  schema: string;
}

function wrapTransaction(tx: Transaction): SqlClient {
  return {
    query: async (sql, params = []) => tx.query(sql, [...params]),
    exec: async (sql) => tx.exec(sql),
  };
}

/**
 * The embedded engine: one process, one connection, one query at a time.
 * The folder lock keeps every other process out, so named locks only need
 * to order this process's own callers.
 */
export async function openPglite({ dataDir, schema }: PgliteOptions): Promise<Database> {
  const inMemory = dataDir === 'memory';
  let unlock: () => Promise<void> = () => Promise.resolve();
  if (!inMemory) {
    // PGlite creates only the last folder of the path; the configured one may be nested.
    await mkdir(dataDir, { recursive: true });
    unlock = await lockDataDir(dataDir);
  }
  let pg: PGlite;
  const name = checkedSchemaName(schema);
  try {
    // pg_trgm: the audit log's free-text index (server migration 4).
    const options = { extensions: { pg_trgm } };
    pg = inMemory ? await PGlite.create(options) : await PGlite.create(dataDir, options);
    await pg.exec(`CREATE SCHEMA IF NOT EXISTS ${name}; SET search_path TO ${name}`);
  } catch (error) {
    await unlock();
    throw error;
  }
  const heldNames = new Set<string>();
  const lockQueues = new Map<string, Promise<void>>();
  const db: Database = {
    engine: 'pglite',
    location: dataDir,
    query: async (sql, params = []) => pg.query(sql, [...params]),
    exec: async (sql) => pg.exec(sql),
    transaction: async (run) => pg.transaction(async (tx) => run(wrapTransaction(tx))),
    withLock: async (lockName, run) => {
      // One connection means PostgreSQL's session locks never block it: take turns in process.
      const previous = lockQueues.get(lockName) ?? Promise.resolve();
      const result = previous.then(run);
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      lockQueues.set(lockName, settled);
      try {
        return await result;
      } finally {
        if (lockQueues.get(lockName) === settled) lockQueues.delete(lockName);
      }
    },
    tryLock: (lockName) => {
      // One process owns the folder, so holding a name within it is enough.
      if (heldNames.has(lockName)) return Promise.resolve(undefined);
      heldNames.add(lockName);
      return Promise.resolve({
        get held() {
          return heldNames.has(lockName);
        },
        release: () => {
          heldNames.delete(lockName);
          return Promise.resolve();
        },
      });
    },
    notify: async (channel, payload) => {
      await pg.query('SELECT pg_notify($1, $2)', [`${name}_${channel}`, payload]);
    },
    listen: async (channel, onMessage) => pg.listen(`${name}_${channel}`, onMessage),
    close: async () => {
      try {
        await pg.close();
      } finally {
        await unlock();
      }
    },
  };
  return db;
}
