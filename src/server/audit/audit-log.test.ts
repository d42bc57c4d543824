import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRows } from '../../store/sql-client';
import { dropTestSchema, testEngines, uniqueSchema } from '../../store/testing/test-engines';
import { openServerStore } from '../server-store';
import { suiteServerStore } from '../testing/suite-store';
import { auditLog, verifyChain } from './audit-log';
import { canonicalForm, chainHash, GENESIS_HASH, recordOf } from './audit-record';

const actor = {
  subject: 'marcus',
  email: 'marcus@example.com',
  name: 'Marcus Chen',
  roles: ['approver'],
};

describe('the canonical form and the chain', () => {
  it('changes with any field, and each hash covers the one before', () => {
    const record = recordOf(
      { action: 'order.co-sign', outcome: 'succeeded', actor, target: { orderId: 'o-1' } },
      'id-1',
      1,
    );
    const moved = { ...record, orderId: 'o-2' };
    expect(canonicalForm(moved)).not.toBe(canonicalForm(record));
    expect(chainHash(GENESIS_HASH, record)).not.toBe(chainHash('f'.repeat(64), record));
    expect(chainHash(GENESIS_HASH, record)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe.each(testEngines)('the audit log on $name', (engine) => {
  const suite = suiteServerStore(engine, 'audit');

  it('appends a chain that verifies, and the database refuses to change or remove a record', async () => {
    const log = auditLog(suite.db);
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
    expect(await verifyChain(suite.db)).toMatchObject({ ok: true });
    await expect(
      suite.db.query(`UPDATE audit_log SET amount = '150' WHERE id = $1`, [attempt]),
    ).rejects.toThrow(/append-only/);
    await expect(suite.db.query('DELETE FROM audit_log WHERE id = $1', [attempt])).rejects.toThrow(
      /append-only/,
    );
    await expect(suite.db.exec('TRUNCATE audit_log')).rejects.toThrow(/append-only/);
  });

  it('names the first record of a tampered copy', async () => {
    const log = auditLog(suite.db);
    for (let index = 0; index < 5; index += 1) {
      await log.append({
        action: 'order.co-sign',
        outcome: 'succeeded',
        actor,
        target: { orderId: `o-${index}` },
      });
    }
    const { rows } = await suite.db.query(`SELECT seq, id FROM audit_log WHERE order_id = 'o-2'`);
    const [target] = parseRows(z.object({ seq: z.number(), id: z.string() }), rows);
    // Someone with the database's own powers edits a record behind the log's back.
    await suite.db.exec('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
    try {
      await suite.db.query(`UPDATE audit_log SET actor_name = 'Somebody Else' WHERE id = $1`, [
        target?.id,
      ]);
      expect(await verifyChain(suite.db)).toMatchObject({
        ok: false,
        brokenAt: { seq: target?.seq, reason: 'its content does not match its hash' },
      });
      await suite.db.query(`UPDATE audit_log SET actor_name = 'Marcus Chen' WHERE id = $1`, [
        target?.id,
      ]);
      expect(await verifyChain(suite.db)).toMatchObject({ ok: true });
      await suite.db.query('DELETE FROM audit_log WHERE id = $1', [target?.id]);
      expect(await verifyChain(suite.db)).toMatchObject({
        ok: false,
        brokenAt: { reason: 'does not follow the record before it' },
      });
    } finally {
      await suite.db.exec('ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_change');
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
            auditLog(instance).append({
              action: 'sign-in',
              outcome: 'succeeded',
              detail: `instance ${which} #${index}`,
            }),
          ),
        ),
      );
      expect(await verifyChain(first)).toEqual({ ok: true, records: 120 });
    } finally {
      for (const instance of new Set(instances)) await instance.close();
      await dropTestSchema(engine, fresh);
    }
  });
});
