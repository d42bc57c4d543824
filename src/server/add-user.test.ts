import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from '../store/data-dir-lock';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** `npm run user:add` as an administrator runs it, on the embedded store in `dataDir`. */
function addUser(dataDir: string) {
  return spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/add-user.ts',
      '--email',
      'dana@example.com',
      '--roles',
      'treasury',
      '--name',
      'Dana Scully',
    ],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
}

describe('user:add on the embedded store', () => {
  it('while a server holds the folder, says so and how to add the person, and changes nothing', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'add-user-')), 'server');
    folders.push(dataDir, `${dataDir}.lock`);
    return lockDataDir(dataDir).then(async (unlock) => {
      // This test process stands in for the running server: it holds the folder's lock.
      const refused = addUser(dataDir);
      expect(refused.status).toBe(3);
      expect(refused.stderr).toContain(
        `The server is running on the embedded database in ${dataDir}`,
      );
      expect(refused.stderr).toMatch(/Stop the server, run this command again/);
      expect(refused.stderr).toMatch(/run it on PostgreSQL \(DATABASE_URL\)/);
      expect(refused.stdout).not.toMatch(/One-time password/);
      await unlock();

      // Once the server stops, the same command adds the person.
      const added = addUser(dataDir);
      expect(added.stderr).toBe('');
      expect(added.status).toBe(0);
      expect(added.stdout).toMatch(
        /Dana Scully <dana@example.com> can sign in with roles treasury/,
      );
      expect(added.stdout).toMatch(/One-time password[^:]*: \S{16}/);
    });
  }, 60_000);
});
