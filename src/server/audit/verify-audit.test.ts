import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerStore } from '../server-store';
import { parseAuditSettings } from '../settings/audit-settings';
import { parseRows } from '../../store/sql-client';
import { auditCheckpointer } from './audit-checkpointer';
import { auditKeys, type AuditKeys } from './audit-key';
import { auditLog, RECORD_COLUMNS, recordFromRow, recordRowSchema } from './audit-log';
import { keyedLink, unkeyedLink, type AuditRecord } from './audit-record';
import { fileSink } from './checkpoint-sinks';

const run = promisify(execFile);

/** `npm run audit:verify` as an operator runs it, against the embedded store in `dataDir`. */
async function verify(dataDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUDIT_KEY: '' };
  try {
    const { stdout, stderr } = await run(
      'node_modules/.bin/tsx',
      ['src/server/audit/verify-audit.ts', ...args],
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
let checkpoints: string;
let keys: AuditKeys;

/** A copy of the intact store in which someone rewrote record #3 and every link after it. */
async function rewrittenCopy(
  name: string,
  link: (previous: string, record: AuditRecord) => string,
) {
  const copy = join(folder, name);
  await cp(join(folder, 'intact'), copy, { recursive: true });
  const store = await openServerStore({ engine: 'pglite', dataDir: copy });
  await store.exec('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
  const { rows } = await store.query(`SELECT ${RECORD_COLUMNS} FROM audit_log ORDER BY seq`);
  let previous = '';
  for (const row of parseRows(recordRowSchema, rows)) {
    if (row.seq < 3) {
      previous = row.hash;
      continue;
    }
    const edited = row.seq === 3 ? { ...row, actor_name: 'Somebody Else' } : row;
    const hash = link(previous, recordFromRow(edited));
    await store.query(
      'UPDATE audit_log SET actor_name = $1, prev_hash = $2, hash = $3 WHERE seq = $4',
      [edited.actor_name, previous, hash, row.seq],
    );
    previous = hash;
  }
  await store.close();
  return copy;
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'audit-verify-'));
  checkpoints = join(folder, 'audit-checkpoints.jsonl');
  const location = { engine: 'pglite' as const, dataDir: join(folder, 'intact') };
  // The key the server makes beside its embedded data, which the command finds there too.
  keys = await auditKeys(parseAuditSettings({}, location), location);
  const store = await openServerStore(location);
  const checkpointer = auditCheckpointer(store, keys, {
    sinks: [fileSink(checkpoints)],
    everyRecords: 3,
    everyMs: 3_600_000,
  });
  const log = auditLog(store, { keys, appended: checkpointer.appended });
  for (const orderId of ['o-1', 'o-2', 'o-3', 'o-4', 'o-5']) {
    await log.append({ action: 'order.co-sign', outcome: 'succeeded', actor, target: { orderId } });
    await checkpointer.settled();
  }
  await checkpointer.close();
  await store.close();
}, 120_000);
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('npm run audit:verify', () => {
  it('passes on the log as written, checkpoints included', async () => {
    const { code, out } = await verify(join(folder, 'intact'), '--checkpoints', checkpoints);
    expect(out).toContain('Audit log intact: 6 records');
    expect(out).toMatch(
      /Checkpoints match: \d signed checkpoints; the latest \(#\d, .*\) anchors record #6\. 0 records after it/,
    );
    expect(code).toBe(0);
  }, 60_000);

  it('catches the rewrite attack: record #3 edited and every later link recomputed with the public function', async () => {
    const copy = await rewrittenCopy('rewritten', unkeyedLink);
    const { code, out } = await verify(copy, '--checkpoints', checkpoints);
    expect(code).toBe(1);
    expect(out).toMatch(/Audit log BROKEN .*record #3 .*its content does not match its link/);
    expect(out).toContain('The 2 records before it are intact');
    expect(out).toMatch(
      /Checkpoints BROKEN: Record #\d no longer has the link checkpoint #\d signed/,
    );
  }, 60_000);

  it('rotates the key on the record, with the command, and the rotated log still verifies', async () => {
    // A folder of its own: the rotation replaces the key file beside the data.
    const rotated = join(folder, 'rotation', 'server');
    await cp(join(folder, 'intact'), rotated, { recursive: true });
    await cp(join(folder, 'audit.key'), join(folder, 'rotation', 'audit.key'));
    const env = { ...process.env, DATA_DIR: rotated, DATABASE_URL: '', AUDIT_KEY: '' };
    const file = join(folder, 'rotation', 'checkpoints.jsonl');
    const { stdout } = await run(
      'node_modules/.bin/tsx',
      ['src/server/audit/rotate-audit-key.ts'],
      {
        env: { ...env, AUDIT_CHECKPOINT_FILE: file },
      },
    );
    expect(stdout).toContain(`The activity log moved from key ${keys.current.id} to key `);
    expect(stdout).toContain('Checkpoint #3 anchors the rotation record.');
    const { code, out } = await verify(rotated);
    expect(out).toContain('Audit log intact: 7 records');
    expect(code).toBe(0);
  }, 90_000);

  it('catches a rewrite by someone who holds the key, through the checkpoints', async () => {
    const copy = await rewrittenCopy('rewritten-with-key', (previous, record) =>
      keyedLink(keys.current.secret, previous, record),
    );
    const chainOnly = await verify(copy);
    expect(chainOnly.out).toContain('Audit log intact');
    expect(chainOnly.out).toContain('No checkpoint file given');
    const { code, out } = await verify(copy, '--checkpoints', checkpoints);
    expect(code).toBe(1);
    expect(out).toMatch(
      /Checkpoints BROKEN: Record #\d no longer has the link checkpoint #\d signed: the chain was rewritten/,
    );
  }, 60_000);
});
