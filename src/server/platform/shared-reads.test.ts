import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { parseProviderBudget } from '../../shared/provider-budget';
import { runMigrations } from '../../store/migrations';
import { openStore } from '../../store/open-store';
import type { Database } from '../../store/sql-client';
import { dropTestSchema, describeEngines, uniqueSchema } from '../../store/testing/test-engines';
import { sharedReadsTables } from './migration-shared-reads-sql';
import { people, readsPipeline } from './testing/reads-pipeline';

/** A store with this step's tables only: the proxy's folder needs nothing else of the server. */
async function openReadsStore(location: Parameters<typeof openStore>[0], schema: string) {
  const db = await openStore(location, schema);
  await runMigrations(db, [{ version: 1, name: 'shared-reads', sql: sharedReadsTables }]);
  return db;
}

const answerSchema = z.object({ serial: z.number(), signedBy: z.string(), path: z.string() });
const read = async (response: Response) => answerSchema.parse(await response.json());
const orderEvent = (orderId: string) => ({ orderId, status: 'approved', orderType: 'withdraw' });

describeEngines('shared reads on $name', (engine) => {
  const schema = uniqueSchema('reads');
  let db: Database;
  let other: Database;

  beforeAll(async () => {
    db = await openReadsStore(engine.location, schema);
    // A second instance: its own connections to the same PostgreSQL; PGlite serves one process.
    other = engine.name === 'postgres' ? await openReadsStore(engine.location, schema) : db;
  });
  afterAll(async () => {
    if (other !== db) await other.close();
    await db.close();
    await dropTestSchema(engine, schema);
  });

  it('sends 10 identical reads in flight as 1 upstream request, and serves a repeat from the cache', async () => {
    let joined = 0;
    const api = readsPipeline(db, {
      figures: { hit: () => undefined, miss: () => undefined, coalesced: () => (joined += 1) },
    });
    const release = api.hold();
    const path = `/orders?orderTypes=withdraw&limit=5&flight=${engine.name}`;
    const answers = Array.from({ length: 10 }, () => api.get(path));
    // All ten in flight: one sent, nine joined to it (each looks in the store first, and on a
    // busy PostgreSQL that look can take longer than a released flight).
    await expect.poll(() => [api.sent.length, joined]).toEqual([1, 9]);
    release();
    const bodies = await Promise.all((await Promise.all(answers)).map(read));
    expect(new Set(bodies.map((body) => body.serial))).toEqual(new Set([1]));
    expect(await read(await api.get(path))).toMatchObject({ serial: 1 });
    expect(api.sent).toHaveLength(1);
    api.close();
  });

  it('never shares an entry between two keys, and keeps no key in the store', async () => {
    const api = readsPipeline(db);
    const path = `/wallets?scope=${engine.name}`;
    const henrik = await read(await api.get(path, 'henrik'));
    const olivia = await read(await api.get(path, 'olivia'));
    expect(henrik.signedBy).toBe(`ApiKey ${people.henrik.credentials?.apiKey ?? ''}`);
    expect(olivia.signedBy).toBe(`ApiKey ${people.olivia.credentials?.apiKey ?? ''}`);
    expect(await read(await api.get(path, 'henrik'))).toEqual(henrik);
    expect(await read(await api.get(path, 'olivia'))).toEqual(olivia);
    expect(api.sent).toHaveLength(2);
    const { rows } = await db.query(
      'SELECT cache_key, topics, headers FROM read_cache UNION ALL SELECT key_hash, NULL, NULL FROM upstream_requests',
    );
    expect(JSON.stringify(rows)).not.toContain('key-henrik');
    expect(JSON.stringify(rows)).not.toContain('key-olivia');
    api.close();
  });

  it('never caches or joins a write, and a write makes what it touches stale', async () => {
    const api = readsPipeline(db);
    const list = `/orders?orderTypes=withdraw&writes=${engine.name}`;
    await api.get(list, 'olivia');
    await api.get(list, 'olivia');
    expect(api.sent).toHaveLength(1);
    const release = api.hold();
    const order = {
      orderType: 'withdraw',
      externalOrderId: `w-${engine.name}`,
      portfolioId: 'portfolio-1',
      baseCurrency: 'BTC',
      mainCurrency: 'BTC',
      amount: '0.5',
      toCryptoAddressId: 'address-1',
    };
    const writes = [api.post('/orders', order), api.post('/orders', order)];
    await expect.poll(() => api.sent.length).toBe(3);
    release();
    const answers = await Promise.all((await Promise.all(writes)).map(read));
    expect(answers.map((answer) => answer.serial).sort()).toEqual([2, 3]);
    expect(await read(await api.post('/orders', order))).toMatchObject({ serial: 4 });
    // The list was fetched before the orders were created: it is read again.
    expect(await read(await api.get(list, 'olivia'))).toMatchObject({ serial: 5 });
    api.close();
  });

  it('refetches an order after its webhook, and nothing the webhook did not touch', async () => {
    const api = readsPipeline(db);
    const changed = `/orders/changed-${engine.name}`;
    const untouched = `/orders/untouched-${engine.name}`;
    await api.get(changed);
    await api.get(untouched);
    await api.reads.changed(orderEvent(`changed-${engine.name}`));
    expect(await read(await api.get(changed))).toMatchObject({ serial: 3 });
    expect(await read(await api.get(untouched))).toMatchObject({ serial: 2 });
    api.close();
  });

  it('serves what webhooks announce until its event, and what nothing announces for its own short time', async () => {
    let clock = Date.now();
    const ttlMs = { announced: 30_000, reference: 60_000, unannounced: 5_000 };
    const api = readsPipeline(db, { ttlMs, now: () => clock });
    const order = `/orders/lifetime-${engine.name}`;
    const loans = `/organizations/lifetime-${engine.name}/loans`;
    const members = `/organizations/lifetime-${engine.name}/members`;
    for (const path of [order, loans, members]) await api.get(path);
    clock += 10_000;
    // Loans' LTV moves with no event: read again after their 5 s; the rest is still good.
    for (const path of [order, loans, members]) await api.get(path);
    expect(api.sent.map((request) => new URL(request.url).pathname)).toEqual([
      `/platform/orders/lifetime-${engine.name}`,
      `/platform/organizations/lifetime-${engine.name}/loans`,
      `/platform/organizations/lifetime-${engine.name}/members`,
      `/platform/organizations/lifetime-${engine.name}/loans`,
    ]);
    await api.reads.changed(orderEvent(`lifetime-${engine.name}`));
    expect(await read(await api.get(order))).toMatchObject({ serial: 5 });
    // An order whose event never came is read again after its 30 s all the same.
    clock += 31_000;
    expect(await read(await api.get(order))).toMatchObject({ serial: 6 });
    expect(await read(await api.get(members))).toMatchObject({ serial: 3 });
    clock += 30_000;
    expect(await read(await api.get(members))).toMatchObject({ serial: 7 });
    api.close();
  });

  it('keeps no answer fetched before a change, and a reader after the change does not join it', async () => {
    const api = readsPipeline(db);
    const path = `/orders/racing-${engine.name}`;
    const release = api.hold();
    const early = api.get(path);
    await expect.poll(() => api.sent.length).toBe(1);
    await api.reads.changed(orderEvent(`racing-${engine.name}`));
    const late = api.get(path);
    await expect.poll(() => api.sent.length).toBe(2);
    release();
    expect(await read(await early)).toMatchObject({ serial: 1 });
    expect(await read(await late)).toMatchObject({ serial: 2 });
    expect(await read(await api.get(path))).toMatchObject({ serial: 2 });
    expect(api.sent).toHaveLength(2);
    api.close();
  });

  it('shares the cache and its invalidation between two instances', async () => {
    const first = readsPipeline(db);
    const second = readsPipeline(other);
    const path = `/orders/shared-${engine.name}`;
    expect(await read(await first.get(path))).toMatchObject({ serial: 1 });
    expect(await read(await second.get(path))).toMatchObject({ serial: 1 });
    expect(second.sent).toHaveLength(0);
    // The webhook reaches the second instance; the first reads afresh.
    await second.reads.changed(orderEvent(`shared-${engine.name}`));
    expect(await read(await first.get(path))).toMatchObject({ serial: 2 });
    first.close();
    second.close();
  });

  it('says how much budget is left, slows down, and stops sending reads it cannot pay for', async () => {
    // An hour on: the requests of the tests before have left this window.
    const later = () => Date.now() + 3_600_000;
    const api = readsPipeline(db, { limitPer5Min: 8, ttlMs: 60_000, now: later });
    const states: string[] = [];
    for (let index = 0; index < 8; index += 1) {
      const response = await api.get(`/currencies?budget=${engine.name}-${index}`, 'olivia');
      expect(response.status).toBe(200);
      states.push(parseProviderBudget(response.headers.get('provider-budget'))?.state ?? 'none');
    }
    expect(states.slice(0, 5)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(states.slice(5, 7)).toEqual(['low', 'low']);
    expect(states[7]).toBe('exhausted');
    // A read not in the cache is answered here, as the provider would, without going out.
    const refused = await api.get(`/currencies?budget=${engine.name}-more`, 'olivia');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: 'too-many-requests' });
    expect(api.sent).toHaveLength(8);
    // What is in the cache is still served.
    const cached = await api.get(`/currencies?budget=${engine.name}-0`, 'olivia');
    expect(cached.status).toBe(200);
    api.close();
  });
});
