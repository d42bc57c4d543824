import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { openStore } from './open-store';
import { parseRows, type Database } from './sql-client';
import { dropTestSchema, describeEngines, uniqueSchema } from './testing/test-engines';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeEngines('the store on $name', (engine) => {
  const schema = uniqueSchema('store');
  let db: Database;

  beforeAll(async () => {
    db = await openStore(engine.location, schema);
    await db.exec('CREATE TABLE entries (id BIGINT PRIMARY KEY, amount NUMERIC NOT NULL)');
  });
  afterAll(async () => {
    await db.close();
    await dropTestSchema(engine, schema);
  });

  it('reads BIGINT as a number and NUMERIC as its exact digits, the same on both engines', async () => {
    await db.query('INSERT INTO entries (id, amount) VALUES ($1, $2)', [
      1_700_000_000_123,
      '123456789012345678901.000000000000000001',
    ]);
    const { rows } = await db.query('SELECT id, amount, count(*) OVER () AS total FROM entries');
    expect(rows).toEqual([
      { id: 1_700_000_000_123, amount: '123456789012345678901.000000000000000001', total: 1 },
    ]);
  });

  it('commits a transaction whole, or rolls all of it back on an error', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO entries (id, amount) VALUES (10, 1), (11, 2)');
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO entries (id, amount) VALUES (12, 3)');
        await tx.query('INSERT INTO entries (id, amount) VALUES (10, 4)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.query(
      'SELECT id FROM entries WHERE id BETWEEN 10 AND 20 ORDER BY id',
    );
    expect(parseRows(z.object({ id: z.number() }), rows).map((row) => row.id)).toEqual([10, 11]);
  });

  it('keeps its tables in its own schema', async () => {
    const { rows } = await db.query(
      `SELECT table_schema FROM information_schema.tables WHERE table_name = 'entries'`,
    );
    expect(rows).toContainEqual({ table_schema: schema });
    expect(rows).not.toContainEqual({ table_schema: 'public' });
  });

  it('lets one holder at a time take a named lock, and frees it on release', async () => {
    const first = await db.tryLock('leader');
    expect(first?.held).toBe(true);
    expect(await db.tryLock('leader')).toBeUndefined();
    const other = await db.tryLock('another');
    expect(other?.held).toBe(true);
    await first?.release();
    expect(first?.held).toBe(false);
    const again = await db.tryLock('leader');
    expect(again?.held).toBe(true);
    await again?.release();
    await other?.release();
  });

  it('makes concurrent users of a lock take turns', async () => {
    let inside = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 4 }, () =>
        db.withLock('turns', async () => {
          inside += 1;
          most = Math.max(most, inside);
          await sleep(20);
          inside -= 1;
        }),
      ),
    );
    expect(most).toBe(1);
  });

  it('carries a notification to every listener on the schema, and not to another schema', async () => {
    const heard: string[] = [];
    const stop = await db.listen('events', (payload) => heard.push(payload));
    const otherSchema = uniqueSchema('store_other');
    const other = await openStore(engine.location, otherSchema);
    const strangers: string[] = [];
    const stopStranger = await other.listen('events', (payload) => strangers.push(payload));
    try {
      await db.notify('events', 'seq-1');
      await db
        .transaction(async (tx) => {
          await tx.query("SELECT pg_notify($1, 'in-a-rolled-back-transaction')", [
            `${schema}_events`,
          ]);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await db.notify('events', 'seq-2');
      await expect.poll(() => heard).toEqual(['seq-1', 'seq-2']);
      expect(strangers).toEqual([]);
    } finally {
      await stop();
      await stopStranger();
      await other.close();
      await dropTestSchema(engine, otherSchema);
    }
  });
});
