import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from './open-store';
import type { Database } from './sql-client';
import { openPostgres } from './postgres-engine';
import { isUniqueViolation, StoreBusyError } from './sql-errors';
import {
  describeEngines,
  dropTestSchema,
  engineSuite,
  postgresEngine,
  uniqueSchema,
} from './testing/test-engines';

async function failureOf(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describeEngines('isUniqueViolation on $name', (engine) => {
  const schema = uniqueSchema('sql_errors');
  let db: Database;

  beforeAll(async () => {
    db = await openStore(engine.location, schema);
    await db.exec('CREATE TABLE keys (id TEXT PRIMARY KEY, amount NUMERIC NOT NULL)');
    await db.query(`INSERT INTO keys (id, amount) VALUES ('taken', 1)`);
  });
  afterAll(async () => {
    await db.close();
    await dropTestSchema(engine, schema);
  });

  it('recognises the error a second row with a taken key raises', async () => {
    const error = await failureOf(db.query(`INSERT INTO keys (id, amount) VALUES ('taken', 2)`));
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('does not take other failures for one', async () => {
    const notNull = await failureOf(db.query(`INSERT INTO keys (id) VALUES ('other')`));
    expect(isUniqueViolation(notNull)).toBe(false);
    const syntax = await failureOf(db.query('SELEC 1'));
    expect(isUniqueViolation(syntax)).toBe(false);
  });
});

describe('isUniqueViolation on values that are not database errors', () => {
  it('answers false without throwing', () => {
    for (const value of [undefined, null, '23505', 23505, { code: 23505 }, { message: '23505' }]) {
      expect(isUniqueViolation(value)).toBe(false);
    }
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
  });
});

describe('a pool with no free connection on postgres', engineSuite(postgresEngine), () => {
  const engine = postgresEngine;
  it('reports the store busy once the wait for a connection times out', async () => {
    const schema = uniqueSchema('sql_busy');
    const db = await openPostgres({
      url: engine.location.url,
      schema,
      poolSize: 1,
      connectTimeoutMs: 200,
      statementTimeoutMs: 5_000,
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    try {
      // The one connection stays in a transaction until the other query has given up.
      const holding = db.transaction(() => held);
      const waiting = await failureOf(db.query('SELECT 1'));
      expect(waiting).toBeInstanceOf(StoreBusyError);
      release();
      await holding;
      // Once it is free again, queries go through.
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      release();
      await db.close();
      await dropTestSchema(engine, schema);
    }
  });
});
