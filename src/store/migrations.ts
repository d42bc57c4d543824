import { z } from 'zod';
import { parseRows, type Database } from './sql-client';

/**
 * One step of a schema's history. Migrations are append-only: a released
 * version is never edited, a change is a new version. The SQL is plain
 * PostgreSQL, so it runs the same on PGlite and on a real server.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const appliedRowSchema = z.object({ version: z.number() });

/**
 * Applies every migration of a set not yet recorded, each in its own
 * transaction with its bookkeeping row. Each set lives in its own schema
 * (the server's own state, the sandbox), so each keeps its own
 * `schema_migrations` and two sets can share one database. An advisory lock
 * makes instances that start together take turns: the first applies, the
 * others find nothing left to do.
 *
 * Hand-written rather than a migration library: the maintained ones drive
 * `pg` connections or files on disk, and this runner must drive PGlite too;
 * what it needs is the loop below.
 */
export async function runMigrations(
  db: Database,
  migrations: readonly Migration[],
): Promise<number[]> {
  return db.withLock('migrations', async () => {
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
  });
}
