import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { runMigrations, type Migration } from './migrations';
import { openStore } from './open-store';
import { parseRows, type Database } from './sql-client';
import { dropTestSchema, describeEngines, uniqueSchema } from './testing/test-engines';

const history: Migration[] = [
  { version: 1, name: 'accounts', sql: 'CREATE TABLE accounts (id TEXT PRIMARY KEY)' },
  { version: 2, name: 'account-names', sql: 'ALTER TABLE accounts ADD COLUMN name TEXT' },
];

async function appliedVersions(db: Database): Promise<number[]> {
  const { rows } = await db.query('SELECT version FROM schema_migrations ORDER BY version');
  return parseRows(z.object({ version: z.number() }), rows).map((row) => row.version);
}

describeEngines('migrations on $name', (engine) => {
  const schemas: string[] = [];
  const open = async () => {
    const schema = uniqueSchema('migrations');
    schemas.push(schema);
    return { db: await openStore(engine.location, schema), schema };
  };
  afterAll(async () => {
    for (const schema of schemas) await dropTestSchema(engine, schema);
  });

  it('applies each version once and records it; a later run applies only what is new', async () => {
    const { db } = await open();
    try {
      expect(await runMigrations(db, history.slice(0, 1))).toEqual([1]);
      expect(await runMigrations(db, history)).toEqual([2]);
      expect(await runMigrations(db, history)).toEqual([]);
      expect(await appliedVersions(db)).toEqual([1, 2]);
      await db.query(`INSERT INTO accounts (id, name) VALUES ('a', 'Treasury')`);
    } finally {
      await db.close();
    }
  });

  it('lets instances that start together take turns: every version is applied exactly once', async () => {
    const { db, schema } = await open();
    // On PostgreSQL each runner is a separate pool, as separate processes would be.
    const others =
      engine.location.engine === 'postgres'
        ? await Promise.all([1, 2].map(() => openStore(engine.location, schema)))
        : [db, db];
    try {
      const ran = await Promise.all([db, ...others].map((each) => runMigrations(each, history)));
      expect(ran.flat().sort()).toEqual([1, 2]);
      expect(await appliedVersions(db)).toEqual([1, 2]);
    } finally {
      for (const other of new Set([db, ...others])) await other.close();
    }
  });

  it('leaves a failing migration unapplied and unrecorded, and says why', async () => {
    const { db } = await open();
    try {
      const broken: Migration = {
        version: 3,
        name: 'broken',
        sql: 'CREATE TABLE half_done (id TEXT); SELECT no_such_column FROM accounts',
      };
      await expect(runMigrations(db, [...history, broken])).rejects.toThrow(/no_such_column/);
      expect(await appliedVersions(db)).toEqual([1, 2]);
      const { rows } = await db.query(
        `SELECT 1 FROM information_schema.tables WHERE table_name = 'half_done'`,
      );
      expect(rows).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
