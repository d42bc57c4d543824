import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openServerStore } from '../server-store';
import { parseRows, type Database } from '../../store/sql-client';
import { dropTestSchema, describeEngines, uniqueSchema } from '../../store/testing/test-engines';
import { auditKeyRing } from './audit-key';
import { auditLog } from './audit-log';
import { canonicalForm, GENESIS_HASH, keyedLink, recordOf, storedText } from './audit-record';
import { verifyChain } from './verify-chain';

const actor = {
  subject: 'marcus',
  email: 'marcus@example.com',
  name: 'Marcus Chen',
  roles: ['approver'],
};

const keys = auditKeyRing(randomBytes(32));

describe('the canonical form and the chain', () => {
  it('changes with any field, and each link covers the one before, under the key', () => {
    const record = recordOf(
      { action: 'order.co-sign', outcome: 'succeeded', actor, target: { orderId: 'o-1' } },
      'id-1',
      1,
    );
    const moved = { ...record, orderId: 'o-2' };
    const key = keys.current.secret;
    expect(canonicalForm(moved)).not.toBe(canonicalForm(record));
    expect(keyedLink(key, GENESIS_HASH, record)).not.toBe(keyedLink(key, 'f'.repeat(64), record));
    expect(keyedLink(key, GENESIS_HASH, record)).not.toBe(
      keyedLink(randomBytes(32), GENESIS_HASH, record),
    );
    expect(keyedLink(key, GENESIS_HASH, record)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores text as the database keeps it, and storing it again changes nothing', () => {
    const cases: [string, string][] = [
      ['plain', 'plain'],
      ['a\u0000b', 'a\\u0000b'],
      ['\uD83D', '\\uD83D'],
      ['\uDE00\uD83D\uDE00', '\\uDE00\uD83D\uDE00'],
      [`${'x'.repeat(499)}😀`, 'x'.repeat(499)],
    ];
    for (const [given, kept] of cases) {
      expect(storedText(given)).toBe(kept);
      expect(storedText(kept)).toBe(kept);
    }
  });
});

describeEngines('the audit log on $name', (engine) => {
  const schema = uniqueSchema('audit');
  let db: Database;

  beforeAll(async () => {
    db = await openServerStore(engine.location, schema);
  });
  afterAll(async () => {
    await db.close();
    await dropTestSchema(engine, schema);
  });

  it('appends a chain that verifies, and the database refuses to change or remove a record', async () => {
    const log = auditLog(db, { keys });
    const attempt = await log.append({
      action: 'order.create',
      outcome: 'attempted',
      actor,
      target: { amount: '1.5' },
    });
    await log.append({
      action: 'order.create',
      outcome: 'succeeded',
      actor,
      completes: attempt,
      statusCode: 200,
    });
    expect(await verifyChain(db, keys)).toMatchObject({ ok: true });
    await expect(
      db.query(`UPDATE audit_log SET amount = '150' WHERE id = $1`, [attempt]),
    ).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM audit_log WHERE id = $1', [attempt])).rejects.toThrow(
      /append-only/,
    );
    await expect(db.exec('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
  });

  it('stores exactly what it hashed, whatever text a refused request carried', async () => {
    const log = auditLog(db, { keys });
    // A lone surrogate, a NUL, and an emoji the 500-character cut would split in half.
    for (const amount of ['1\uD83D', 'x\uDE00y', '1\u00002', `${'9'.repeat(499)}😀`]) {
      await log.append({ action: 'order.create', outcome: 'attempted', actor, target: { amount } });
    }
    expect(await verifyChain(db, keys)).toMatchObject({ ok: true });
    const { rows } = await db.query(
      `SELECT amount FROM audit_log WHERE action = 'order.create' ORDER BY seq DESC LIMIT 4`,
    );
    expect(parseRows(z.object({ amount: z.string() }), rows).map((row) => row.amount)).toEqual([
      '9'.repeat(499),
      '1\\u00002',
      'x\\uDE00y',
      '1\\uD83D',
    ]);
  });

  it('names the first record of a tampered copy', async () => {
    const log = auditLog(db, { keys });
    for (let index = 0; index < 5; index += 1) {
      await log.append({
        action: 'order.co-sign',
        outcome: 'succeeded',
        actor,
        target: { orderId: `o-${index}` },
      });
    }
    const { rows } = await db.query(`SELECT seq, id FROM audit_log WHERE order_id = 'o-2'`);
    const [target] = parseRows(z.object({ seq: z.number(), id: z.string() }), rows);
    // Someone with the database's own powers edits a record behind the log's back.
    await db.exec('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
    try {
      await db.query(`UPDATE audit_log SET actor_name = 'Somebody Else' WHERE id = $1`, [
        target?.id,
      ]);
      expect(await verifyChain(db, keys)).toMatchObject({
        ok: false,
        brokenAt: { seq: target?.seq },
        reason: 'its content does not match its link',
      });
      await db.query(`UPDATE audit_log SET actor_name = 'Marcus Chen' WHERE id = $1`, [target?.id]);
      expect(await verifyChain(db, keys)).toMatchObject({ ok: true });
      await db.query('DELETE FROM audit_log WHERE id = $1', [target?.id]);
      expect(await verifyChain(db, keys)).toMatchObject({
        ok: false,
        reason: 'does not follow the record before it',
      });
    } finally {
      await db.exec('ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change');
    }
  });

  it('keeps one unbroken chain when several instances append at once', async () => {
    const fresh = uniqueSchema('audit_race');
    // On PostgreSQL each is a pool of its own, as separate processes would be; the embedded
    // engine serves one process, whose callers append at once.
    const first = await openServerStore(engine.location, fresh);
    const instances =
      engine.location.engine === 'postgres'
        ? [first, ...(await Promise.all([1, 2].map(() => openServerStore(engine.location, fresh))))]
        : [first, first, first];
    try {
      await Promise.all(
        instances.flatMap((instance, which) =>
          Array.from({ length: 40 }, (_, index) =>
            auditLog(instance, { keys }).append({
              action: 'sign-in',
              outcome: 'succeeded',
              detail: `instance ${which} #${index}`,
            }),
          ),
        ),
      );
      // 120 appends and the record that opened the keyed chain.
      expect(await verifyChain(first, keys)).toMatchObject({ ok: true, records: 121 });
    } finally {
      for (const instance of new Set(instances)) await instance.close();
      await dropTestSchema(engine, fresh);
    }
  });
});
