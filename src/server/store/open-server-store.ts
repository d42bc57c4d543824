import { runMigrations } from './migrations';
import { openStore, type StoreLocation } from './open-store';
import { SERVER_SCHEMA, serverMigrations } from './server-migrations';
import type { Database } from './sql-client';

/** Opens the server's own store and brings its schema up to date. */
export async function openServerStore(
  location: StoreLocation,
  schema = SERVER_SCHEMA,
): Promise<Database> {
  const db = await openStore(location, schema);
  try {
    await runMigrations(db, serverMigrations);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
