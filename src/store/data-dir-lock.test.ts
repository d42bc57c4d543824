import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from './open-store';

let parent: string;

beforeAll(async () => {
  parent = await mkdtemp(join(tmpdir(), 'store-lock-'));
});
afterAll(async () => {
  await rm(parent, { recursive: true, force: true });
});

/** A process id that is certainly not running: a child that has already exited. */
async function finishedProcessId(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.on('exit', resolve));
  if (child.pid === undefined) throw new Error('The child process did not start');
  return child.pid;
}

describe('the embedded engine on a data folder', () => {
  it('refuses a second opener while the first holds the folder, and says what to do', async () => {
    const dataDir = join(parent, 'busy');
    const first = await openStore({ engine: 'pglite', dataDir }, 'dashboard');
    try {
      await first.exec('CREATE TABLE kept (id INT)');
      await first.query('INSERT INTO kept VALUES (1)');
      await expect(openStore({ engine: 'pglite', dataDir }, 'dashboard')).rejects.toThrow(
        /already uses the embedded database in .*busy.*point at one folder/s,
      );
      // The refused opener touched nothing: the first still reads and writes.
      expect((await first.query('SELECT id FROM kept')).rows).toEqual([{ id: 1 }]);
    } finally {
      await first.close();
    }
    const again = await openStore({ engine: 'pglite', dataDir }, 'dashboard');
    try {
      expect((await again.query('SELECT id FROM kept')).rows).toEqual([{ id: 1 }]);
    } finally {
      await again.close();
    }
  });

  it('takes over the lock of a process that died without releasing it', async () => {
    const dataDir = join(parent, 'stale');
    await writeFile(`${dataDir}.lock`, `${await finishedProcessId()}@${hostname()}`);
    const db = await openStore({ engine: 'pglite', dataDir }, 'dashboard');
    try {
      expect(await readFile(`${dataDir}.lock`, 'utf8')).toMatch(
        new RegExp(`^${process.pid}@${hostname()}#[0-9a-f]{16}$`),
      );
    } finally {
      await db.close();
    }
  });
});
