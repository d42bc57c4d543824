import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { openServerStore } from '../server-store';
import { parseRows, type Database } from '../../store/sql-client';
import { describeEngines, dropTestSchema, uniqueSchema } from '../../store/testing/test-engines';
import { auditCheckpointer } from './audit-checkpointer';
import { auditKeyRing } from './audit-key';
import { rotateAuditKey } from './audit-key-rotation';
import { auditLog, insertRecord } from './audit-log';
import { GENESIS_HASH, recordOf, unkeyedLink } from './audit-record';
import { fileSink } from './checkpoint-sinks';
import { verifyChain } from './verify-chain';

const oldSecret = randomBytes(32);
const newSecret = randomBytes(32);
const operator = { subject: 'os-user:ops', email: '', name: 'ops (command line)', roles: [] };
const entry = { action: 'sign-in', outcome: 'succeeded' as const };

describeEngines('rotating the audit key, and keying an old chain, on $name', (engine) => {
  const schemas: string[] = [];
  const stores: Database[] = [];
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'audit-rotation-'));
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    for (const schema of schemas) await dropTestSchema(engine, schema);
    await rm(folder, { recursive: true, force: true });
  });
  async function store(): Promise<Database> {
    const schema = uniqueSchema('audit_rotation');
    schemas.push(schema);
    const db = await openServerStore(engine.location, schema);
    stores.push(db);
    return db;
  }

  it('moves the chain to a new key with an endorsement of the old one, itself on the record', async () => {
    const db = await store();
    const before = auditKeyRing(oldSecret);
    await auditLog(db, { keys: before }).append(entry);
    // Every instance is given the new key first, the old one kept: they carry on under the old.
    const both = auditKeyRing(newSecret, [oldSecret]);
    const log = auditLog(db, { keys: both });
    await log.append(entry);
    expect(await rotateAuditKey(db, both, operator, Date.now())).toEqual({
      from: before.current.id,
      to: both.current.id,
    });
    await log.append(entry);
    expect(await verifyChain(db, both)).toMatchObject({ ok: true, records: 5, unkeyed: 0 });
    const { rows } = await db.query(
      `SELECT action, actor_name, key_id FROM audit_log ORDER BY seq`,
    );
    expect(
      parseRows(
        z.object({ action: z.string(), key_id: z.string(), actor_name: z.string().nullable() }),
        rows,
      ),
    ).toEqual([
      { action: 'audit.chain-keyed', key_id: before.current.id, actor_name: null },
      { action: 'sign-in', key_id: before.current.id, actor_name: null },
      { action: 'sign-in', key_id: before.current.id, actor_name: null },
      { action: 'audit.key-rotate', key_id: both.current.id, actor_name: 'ops (command line)' },
      { action: 'sign-in', key_id: both.current.id, actor_name: null },
    ]);
    // An instance left with only the old key stops recording rather than fork the chain.
    await expect(auditLog(db, { keys: before }).append(entry)).rejects.toThrow(
      /continues under audit key .* which this instance does not hold/,
    );
    // Without the old key, the records before the rotation cannot be checked.
    const withoutOld = await verifyChain(db, auditKeyRing(newSecret));
    expect(withoutOld).toMatchObject({ ok: false, brokenAt: { seq: 1 } });
    expect(withoutOld.ok ? '' : withoutOld.reason).toMatch(/which was not given/);
  });

  it('refuses a change of key that the previous key did not endorse', async () => {
    const db = await store();
    const both = auditKeyRing(newSecret, [oldSecret]);
    await auditLog(db, { keys: auditKeyRing(oldSecret) }).append(entry);
    // Someone holding the new key slips a record under it in without a rotation.
    await db.transaction(async (tx) => {
      const { rows } = await tx.query('SELECT hash FROM audit_log ORDER BY seq DESC LIMIT 1');
      const [tip] = parseRows(z.object({ hash: z.string() }), rows);
      const forged = recordOf(
        {
          action: 'audit.key-rotate',
          outcome: 'succeeded',
          detail: 'Key a -> b; endorsed by the previous key: nothing',
        },
        randomUUID(),
        Date.now(),
      );
      await insertRecord(tx, forged, tip?.hash ?? '', both.current);
    });
    expect(await verifyChain(db, both)).toMatchObject({
      ok: false,
      brokenAt: { seq: 3 },
      reason: `moves to key ${both.current.id} without an endorsement by the key before it`,
    });
  });

  it('keys a chain written before keys: an opening record after the old ones, verified as such', async () => {
    const db = await store();
    // Three records as the server wrote them before the chain was keyed: plain SHA-256 links.
    let previous = GENESIS_HASH;
    for (let index = 0; index < 3; index += 1) {
      const record = recordOf(
        { ...entry, detail: `old #${index}` },
        randomUUID(),
        1_700_000_000_000 + index,
      );
      const hash = unkeyedLink(previous, record);
      await db.query(
        `INSERT INTO audit_log (id, at, actor_roles, action, outcome, detail, prev_hash, hash)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [record.id, record.at, [], record.action, record.outcome, record.detail, previous, hash],
      );
      previous = hash;
    }
    const keys = auditKeyRing(newSecret);
    const unkeyed = await verifyChain(db, keys);
    expect(unkeyed.ok ? '' : unkeyed.reason).toMatch(/^no record is keyed/);
    await auditLog(db, { keys }).open();
    await auditLog(db, { keys }).append(entry);
    expect(await verifyChain(db, keys)).toMatchObject({ ok: true, records: 5, unkeyed: 3 });
    const { rows } = await db.query(
      `SELECT detail FROM audit_log WHERE action = 'audit.chain-keyed'`,
    );
    expect(parseRows(z.object({ detail: z.string() }), rows)[0]?.detail).toBe(
      `The chain is keyed from this record on (HMAC-SHA256, key ${keys.current.id}); the 3 records before it carry unkeyed SHA-256 links.`,
    );
  });

  it('numbers checkpoints once across instances writing at the same time: no fork, no repeat', async () => {
    const first = await store();
    const keys = auditKeyRing(newSecret);
    const instances =
      engine.location.engine === 'postgres'
        ? [
            first,
            ...(await Promise.all(
              [1, 2].map(() => openServerStore(engine.location, schemas.at(-1))),
            )),
          ]
        : [first, first, first];
    for (const instance of instances) if (!stores.includes(instance)) stores.push(instance);
    const files = instances.map((_, index) =>
      join(folder, `instance-${index}-${schemas.at(-1) ?? ''}.jsonl`),
    );
    const checkpointers = instances.map((instance, index) =>
      auditCheckpointer(instance, keys, {
        sinks: [fileSink(files[index] ?? '')],
        everyRecords: 1_000,
        everyMs: 3_600_000,
      }),
    );
    for (let round = 0; round < 10; round += 1) {
      await Promise.all(instances.map((instance) => auditLog(instance, { keys }).append(entry)));
      await Promise.all(checkpointers.map((checkpointer) => checkpointer.checkpointNow()));
    }
    const written = (await Promise.all(files.map((file) => readFile(file, 'utf8').catch(() => ''))))
      .flatMap((text) => text.split('\n').filter((line) => line !== ''))
      .map((line) => z.object({ n: z.number(), seq: z.number() }).parse(JSON.parse(line)))
      .sort((a, b) => a.n - b.n);
    expect(written.map((line) => line.n)).toEqual(written.map((_, index) => index + 1));
    expect(new Set(written.map((line) => line.seq)).size).toBe(written.length);
    expect(written.length).toBeGreaterThanOrEqual(10);
  });
});
