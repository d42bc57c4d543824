import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openServerStore } from '../server-store';
import type { Database } from '../../store/sql-client';
import { dropTestSchema, describeEngines, uniqueSchema } from '../../store/testing/test-engines';
import { countActivity, listActivity } from './activity-query';
import { auditKeyRing } from './audit-key';
import { auditLog } from './audit-log';

const olivia = { subject: 'olivia', email: 'olivia@example.com', name: 'Olivia Grant', roles: [] };
const marcus = { subject: 'marcus', email: 'marcus@example.com', name: 'Marcus Chen', roles: [] };

describeEngines('searching the activity log on $name', (engine) => {
  const schema = uniqueSchema('activity_search');
  let db: Database;

  beforeAll(async () => {
    db = await openServerStore(engine.location, schema);
    const log = auditLog(db, { keys: auditKeyRing(randomBytes(32)) });
    // A create names its order only in its outcome; the attempt carries the amount.
    const created = await log.append({
      action: 'order.create',
      outcome: 'attempted',
      actor: olivia,
      target: { externalOrderId: 'payroll-100%_done', amount: '12.5' },
    });
    await log.append({
      action: 'order.create',
      outcome: 'succeeded',
      actor: olivia,
      completes: created,
      target: { orderId: 'order-7f3a' },
      statusCode: 200,
    });
    await log.append({
      action: 'order.co-sign',
      outcome: 'refused',
      actor: marcus,
      target: { orderId: 'order-91bc' },
      errorCode: 'four-eyes',
      request: { ip: '203.0.113.9' },
    });
  });
  afterAll(async () => {
    await db.close();
    await dropTestSchema(engine, schema);
  });

  const found = async (q: string) =>
    (await listActivity(db, { q })).entries.map((entry) => `${entry.action} ${entry.outcome}`);

  it('finds an entry by what only its outcome knows, as one merged entry', async () => {
    expect(await found('ORDER-7F3A')).toEqual(['order.create succeeded']);
  });

  it('finds entries by name, address, code and part of an id, case-insensitively', async () => {
    expect(await found('marcus chen')).toEqual(['order.co-sign refused']);
    expect(await found('113.9')).toEqual(['order.co-sign refused']);
    expect(await found('four-eyes')).toEqual(['order.co-sign refused']);
    expect(await found('Grant')).toEqual(['order.create succeeded']);
    expect(await found('order-')).toEqual(['order.co-sign refused', 'order.create succeeded']);
  });

  it('reads % and _ as the characters they are', async () => {
    expect(await found('100%_d')).toEqual(['order.create succeeded']);
    expect(await found('100_%')).toEqual([]);
    expect(await found('%')).toEqual(['order.create succeeded']);
  });

  it('pages through matches newest first, whether a page fills among the newest or not', async () => {
    const first = await listActivity(db, { q: 'order-', limit: '1' });
    expect(first.entries.map((entry) => entry.action)).toEqual(['order.co-sign']);
    const second = await listActivity(db, { q: 'order-', limit: '1', before: first.next ?? '' });
    expect(second.entries.map((entry) => entry.action)).toEqual(['order.create']);
    expect(second.next).toBeNull();
  });

  const byOrder = async (orderId: string) =>
    (await listActivity(db, { orderId })).entries.map(
      (entry) => `${entry.action} ${entry.outcome}`,
    );

  it('filters by a whole order id, or its first characters as the orders table shows them', async () => {
    expect(await byOrder('order-7f3a')).toEqual(['order.create succeeded']);
    expect(await byOrder('order-7f')).toEqual(['order.create succeeded']);
    expect(await byOrder(' order-91b… ')).toEqual(['order.co-sign refused']);
    expect(await byOrder('order-91b...')).toEqual(['order.co-sign refused']);
    expect(await byOrder('order-')).toEqual(['order.co-sign refused', 'order.create succeeded']);
    expect(await byOrder('7f3a')).toEqual([]);
  });

  it('reads % and _ in an order id as the characters they are', async () => {
    expect(await byOrder('%')).toEqual([]);
    expect(await byOrder('order_7')).toEqual([]);
  });

  it('counts what it lists', async () => {
    expect(await countActivity(db, { q: 'order-' })).toBe(2);
    expect(await countActivity(db, { q: 'nothing-like-this' })).toBe(0);
  });
});
