import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';
import { z } from 'zod';
import { openStore, type StoreLocation } from './open-store';
import { parseRows } from './sql-client';
import { dropTestSchema, describeEngines, uniqueSchema } from './testing/test-engines';

const WRITER = new URL('./testing/write-until-killed.ts', import.meta.url).pathname;

/** Runs the writer until it has acknowledged `count` rows, then kills it with SIGKILL. */
async function writeThenKill(location: StoreLocation, schema: string, count: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER], {
    env: { ...process.env, STORE_LOCATION: JSON.stringify(location), STORE_SCHEMA: schema },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const acknowledged: number[] = [];
  const exited = new Promise((resolve) => child.on('exit', resolve));
  for await (const line of createInterface({ input: child.stdout })) {
    acknowledged.push(Number(line));
    if (acknowledged.length >= count) {
      child.kill('SIGKILL');
      break;
    }
  }
  await exited;
  return acknowledged;
}

describeEngines('acknowledged writes on $name', (engine) => {
  const schema = uniqueSchema('durability');
  let folder: string | undefined;
  afterAll(async () => {
    if (folder !== undefined) await rm(folder, { recursive: true, force: true });
    await dropTestSchema(engine, schema);
  });

  it('all survive a kill -9 of the writing process', async () => {
    let location = engine.location;
    if (location.engine === 'pglite') {
      folder = await mkdtemp(join(tmpdir(), 'store-durability-'));
      location = { engine: 'pglite', dataDir: join(folder, 'data') };
    }
    const first = await writeThenKill(location, schema, 150);
    const second = await writeThenKill(location, schema, 150);
    const db = await openStore(location, schema);
    try {
      const { rows } = await db.query('SELECT id FROM acknowledged');
      const stored = new Set(parseRows(z.object({ id: z.number() }), rows).map((row) => row.id));
      const lost = [...first, ...second].filter((id) => !stored.has(id));
      expect([first.length, second.length]).toEqual([150, 150]);
      expect(lost).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
