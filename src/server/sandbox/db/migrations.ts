import { z } from 'zod';
import { clearLoopTables } from './migration-clearloop-sql';
import { lifecycleTables } from './migration-lifecycle-sql';
import { liveDataTables } from './migration-live-sql';
import { listIndexes } from './migration-list-indexes-sql';
import { loanTables } from './migration-loans-sql';
import { orderTables } from './migration-orders-sql';
import { referenceTables } from './migration-reference-sql';
import { parseRows, type SandboxDatabase } from './sql-client';

/**
 * Ordered, append-only schema migrations. Applied versions are recorded in
 * `schema_migrations`, so a persisted data folder only runs what is new.
 * The SQL is plain PostgreSQL (no PGlite-only features) so the same store
 * could move to a real server.
 *
 * Each resource keeps its full API document as jsonb (what the API returns)
 * and copies every field the API filters or sorts on into a typed, indexed
 * column. Amounts the sandbox computes with are NUMERIC: exact decimals.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  { version: 1, name: 'reference-data', sql: referenceTables },
  { version: 2, name: 'orders', sql: orderTables },
  { version: 3, name: 'clearloop', sql: clearLoopTables },
  { version: 4, name: 'loans', sql: loanTables },
  { version: 5, name: 'order-lifecycle', sql: lifecycleTables },
  { version: 6, name: 'live-clearloop-and-loans', sql: liveDataTables },
  { version: 7, name: 'order-list-indexes', sql: listIndexes },
];

const appliedRowSchema = z.object({ version: z.number() });

/** Applies every migration not yet recorded, each in its own transaction. */
export async function runMigrations(db: SandboxDatabase): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at BIGINT NOT NULL
  )`);
  const { rows } = await db.query('SELECT version FROM schema_migrations');
  const applied = new Set(parseRows(appliedRowSchema, rows).map((row) => row.version));
  const ran: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    // The statements and their bookkeeping row commit together or not at all.
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
        [migration.version, migration.name, Date.now()],
      );
    });
    ran.push(migration.version);
  }
  return ran;
}
