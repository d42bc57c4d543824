import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { openServerStore } from '../server-store';
import { parseRows, type Database } from '../../store/sql-client';
import { describeEngines, dropTestSchema, uniqueSchema } from '../../store/testing/test-engines';
import { auditCheckpointer } from './audit-checkpointer';
import { auditKeyRing } from './audit-key';
import { auditLog, RECORD_COLUMNS, recordFromRow, recordRowSchema } from './audit-log';
import { keyedLink, unkeyedLink } from './audit-record';
import { fileSink } from './checkpoint-sinks';
import { verifyChain } from './verify-chain';
import { verifyCheckpoints } from './verify-checkpoints';

const keys = auditKeyRing(randomBytes(32));
const actor = { subject: 'amara', email: 'amara@example.com', name: 'Amara Okafor', roles: [] };

/** The attacker's move: rewrites records from `fromSeq` on, recomputing every link with `link`. */
async function rewrite(
  db: Database,
  fromSeq: number,
  change: { seq: number; actorName: string },
  link: (previous: string, row: z.infer<typeof recordRowSchema>) => string,
): Promise<void> {
  await db.exec('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
  try {
    const { rows } = await db.query(
      `SELECT ${RECORD_COLUMNS} FROM audit_log WHERE seq >= $1 ORDER BY seq`,
      [fromSeq],
    );
    const from = parseRows(recordRowSchema, rows);
    let previous = from[0]?.prev_hash ?? '';
    for (const row of from) {
      const edited = row.seq === change.seq ? { ...row, actor_name: change.actorName } : row;
      const hash = link(previous, { ...edited, prev_hash: previous });
      await db.query(
        'UPDATE audit_log SET actor_name = $1, prev_hash = $2, hash = $3 WHERE seq = $4',
        [edited.actor_name, previous, hash, row.seq],
      );
      previous = hash;
    }
  } finally {
    await db.exec('ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change');
  }
}

describeEngines('the keyed, anchored activity log on $name', (engine) => {
  let db: Database;
  let opened: Database | undefined;
  let folder: string;
  let schema: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'audit-anchor-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  /**
   * A fresh log: its opening record and `count` co-signs, a checkpoint after the 10th co-sign
   * (record #11) and one at the end. Resolves to its checkpoint file.
   */
  async function freshLog(
    count: number,
  ): Promise<{ file: string; lines: () => Promise<string[]> }> {
    if (opened !== undefined) {
      await opened.close();
      await dropTestSchema(engine, schema);
    }
    schema = uniqueSchema('audit_anchor');
    db = await openServerStore(engine.location, schema);
    opened = db;
    const file = join(folder, `${schema}.jsonl`);
    const checkpoints = auditCheckpointer(db, keys, {
      sinks: [fileSink(file)],
      everyRecords: 1_000,
      everyMs: 3_600_000,
    });
    const log = auditLog(db, { keys, appended: checkpoints.appended });
    for (let index = 1; index <= count; index += 1) {
      await log.append({
        action: 'order.co-sign',
        outcome: 'succeeded',
        actor,
        target: { orderId: `o-${index}` },
      });
      if (index === 10) await checkpoints.checkpointNow();
    }
    await checkpoints.close();
    return {
      file,
      lines: async () => (await readFile(file, 'utf8')).split('\n').filter((line) => line !== ''),
    };
  }

  const checkpointsOf = async (file: string) =>
    verifyCheckpoints(
      db,
      keys,
      (await readFile(file, 'utf8'))
        .split('\n')
        .map((text, index) => ({ source: file, line: index + 1, text })),
    );

  afterAll(async () => {
    await opened?.close();
    await dropTestSchema(engine, schema);
  });

  it('writes checkpoints by count, on demand and at the end, numbered 1, 2, 3 across them', async () => {
    const { file, lines } = await freshLog(12);
    const anchored = (await lines()).map((line) =>
      z.object({ n: z.number(), seq: z.number() }).parse(JSON.parse(line)),
    );
    expect(anchored).toEqual([
      { n: 1, seq: 11 },
      { n: 2, seq: 13 },
    ]);
    expect(await verifyChain(db, keys)).toMatchObject({ ok: true, records: 13 });
    expect(await checkpointsOf(file)).toMatchObject({ ok: true, checkpoints: 2, unanchored: 0 });

    // By count: every 5 records, however the appends and the checkpoints interleave.
    const counted = auditCheckpointer(db, keys, {
      sinks: [fileSink(file)],
      everyRecords: 5,
      everyMs: 3_600_000,
    });
    const log = auditLog(db, { keys, appended: counted.appended });
    for (let index = 0; index < 12; index += 1) {
      await log.append({ action: 'sign-in', outcome: 'succeeded', actor });
    }
    await counted.settled();
    const made = (await lines())
      .slice(2)
      .map((line) => z.object({ n: z.number(), seq: z.number() }).parse(JSON.parse(line)));
    expect(made.map((entry) => entry.n)).toEqual([3, 4]);
    expect(made[0]?.seq).toBeGreaterThanOrEqual(18);
    expect(made[1]?.seq).toBeGreaterThanOrEqual((made[0]?.seq ?? 0) + 5);
    await counted.close();
    expect(await checkpointsOf(file)).toMatchObject({ ok: true, unanchored: 0 });
  });

  it('catches the rewrite attack: a record edited and every later link recomputed without the key', async () => {
    const { file } = await freshLog(12);
    await rewrite(db, 5, { seq: 5, actorName: 'Somebody Else' }, (previous, row) =>
      unkeyedLink(previous, recordFromRow(row)),
    );
    expect(await verifyChain(db, keys)).toMatchObject({
      ok: false,
      brokenAt: { seq: 5 },
      reason: 'its content does not match its link',
    });
    expect((await checkpointsOf(file)).problems).toContain(
      'Record #11 no longer has the link checkpoint #1 signed: the chain was rewritten.',
    );
  });

  it('catches even a rewriter who holds the key, by the checkpoints written outside the store', async () => {
    const { file } = await freshLog(12);
    await rewrite(db, 3, { seq: 3, actorName: 'Somebody Else' }, (previous, row) =>
      keyedLink(keys.current.secret, previous, recordFromRow(row)),
    );
    expect(await verifyChain(db, keys)).toMatchObject({ ok: true });
    const check = await checkpointsOf(file);
    expect(check.ok).toBe(false);
    expect(check.problems).toContain(
      'Record #11 no longer has the link checkpoint #1 signed: the chain was rewritten.',
    );
  });

  it('catches a chain cut short after a checkpoint, and a whole chain rewritten unkeyed', async () => {
    const { file } = await freshLog(12);
    await db.exec('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
    await db.query('DELETE FROM audit_log WHERE seq > 7');
    await db.exec('ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change');
    expect(await verifyChain(db, keys)).toMatchObject({ ok: true, records: 7 });
    expect((await checkpointsOf(file)).problems).toEqual([
      'Checkpoint #1 anchors record #11, but the log ends at #7: it was cut short.',
      'Checkpoint #2 anchors record #13, but the log ends at #7: it was cut short.',
    ]);

    await db.exec('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
    await db.query('UPDATE audit_log SET key_id = NULL');
    await db.exec('ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change');
    await rewrite(db, 1, { seq: 1, actorName: 'Nobody' }, (previous, row) =>
      unkeyedLink(previous, recordFromRow(row)),
    );
    const unkeyed = await verifyChain(db, keys);
    expect(unkeyed.ok ? '' : unkeyed.reason).toMatch(/^no record is keyed/);
  });

  it('catches a deleted checkpoint line and a forged signature', async () => {
    const { file, lines } = await freshLog(12);
    await auditLog(db, { keys }).append({ action: 'sign-in', outcome: 'succeeded', actor });
    const more = auditCheckpointer(db, keys, {
      sinks: [fileSink(file)],
      everyRecords: 1_000,
      everyMs: 3_600_000,
    });
    await more.close();
    const [first, second, third] = await lines();
    await writeFile(file, `${first}\n${third}\n`);
    expect((await checkpointsOf(file)).problems).toEqual([
      'Checkpoint #2 is missing from the checkpoint files (the store lists it): a line was deleted, or a file of another instance was not given.',
    ]);
    // The last line deleted too: the store's own list still names it.
    await writeFile(file, `${first}\n${second}\n`);
    expect((await checkpointsOf(file)).problems).toEqual([
      'Checkpoint #3 is missing from the checkpoint files (the store lists it): a line was deleted, or a file of another instance was not given.',
    ]);
    const forged = JSON.stringify({
      ...z.record(z.string(), z.unknown()).parse(JSON.parse(third ?? '')),
      seq: 13,
    });
    await writeFile(file, `${first}\n${second}\n${forged}\n`);
    const check = await checkpointsOf(file);
    expect(check.problems).toContain(
      `${file}:3: checkpoint #3 does not carry a valid signature: forged or altered.`,
    );
  });
});
