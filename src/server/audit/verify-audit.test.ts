import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerStore } from '../server-store';
import { auditLog } from './audit-log';

const run = promisify(execFile);

/** `npm run audit:verify` as an operator runs it, against the embedded store in `dataDir`. */
async function verify(dataDir: string): Promise<{ code: number; out: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
  try {
    const { stdout, stderr } = await run(
      'node_modules/.bin/tsx',
      ['src/server/audit/verify-audit.ts'],
      { env },
    );
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const actor = { subject: 'amara', email: 'amara@example.com', name: 'Amara Okafor', roles: [] };

let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'audit-verify-'));
  const store = await openServerStore({ engine: 'pglite', dataDir: join(folder, 'intact') });
  const log = auditLog(store);
  for (const orderId of ['o-1', 'o-2', 'o-3']) {
    await log.append({ action: 'order.co-sign', outcome: 'succeeded', actor, target: { orderId } });
  }
  await store.close();
}, 60_000);
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('npm run audit:verify', () => {
  it('passes on the log as written', async () => {
    const { code, out } = await verify(join(folder, 'intact'));
    expect(out).toContain('Audit log intact: 3 records');
    expect(code).toBe(0);
  }, 60_000);

  it('fails on a tampered copy and names the record that was changed', async () => {
    const copy = join(folder, 'tampered');
    await cp(join(folder, 'intact'), copy, { recursive: true });
    const store = await openServerStore({ engine: 'pglite', dataDir: copy });
    await store.exec('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
    await store.query(`UPDATE audit_log SET actor_name = 'Somebody Else' WHERE order_id = 'o-2'`);
    await store.close();

    const { code, out } = await verify(copy);
    expect(code).toBe(1);
    expect(out).toMatch(/Audit log BROKEN .*record #2 .*its content does not match its hash/);
    expect(out).toContain('The 1 records before it are intact');
  }, 60_000);
});
