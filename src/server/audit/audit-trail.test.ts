import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityPageSchema, type ActivityEntry } from '../../shared/audit';
import { browserClient, portfolioIdNamed, type BrowserClient } from '../testing/browser-client';
import { startTestServer, type TestServer } from '../testing/test-server';
import { verifyChain } from './verify-chain';
import { wireOrdersResponseSchema } from '../../shared/contracts/wire-schemas';

let server: TestServer;
let olivia: BrowserClient;
let marcus: BrowserClient;
let henrik: BrowserClient;
let priya: BrowserClient;
let portfolioId: string;

const OLIVIA_SECRET = 'sbx-secret-treasury-4d8e2b6a9c1f7035';
const WRONG_PASSWORD = 'not-amaras-password-5f1c';

const post = (body: unknown, contentType = 'application/json'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': contentType },
  body: JSON.stringify(body),
});

const withdrawal = (externalOrderId: string, amount = '0.001') => ({
  orderType: 'withdraw',
  externalOrderId,
  portfolioId,
  baseCurrency: 'BTC',
  amount,
  blockchainTransactionType: 'send',
});

async function activity(who: BrowserClient, search = ''): Promise<ActivityEntry[]> {
  const response = await who.send(`/api/activity${search}`);
  expect(response.status).toBe(200);
  return activityPageSchema.parse(await response.json()).entries;
}

beforeAll(async () => {
  server = await startTestServer();
  olivia = browserClient(server.baseUrl);
  marcus = browserClient(server.baseUrl);
  henrik = browserClient(server.baseUrl);
  priya = browserClient(server.baseUrl);
  await olivia.signIn({ email: 'olivia.grant@northwind.example', password: 'olivia-sandbox' });
  await marcus.signIn({ demo: 'marcus-chen' });
  await henrik.signIn({ demo: 'henrik-larsen' });
  await priya.signIn({ demo: 'priya-natarajan' });
  portfolioId = await portfolioIdNamed(olivia, 'Client Payments');
});
afterAll(() => server.close());

describe('what goes on the record', () => {
  it('records a sign-in with who, the request id, address and browser', async () => {
    const [entry] = await activity(olivia, '?actions=sign-in');
    expect(entry).toMatchObject({
      action: 'sign-in',
      outcome: 'succeeded',
      person: {
        name: 'Olivia Grant',
        email: 'olivia.grant@northwind.example',
        roles: ['treasury'],
      },
      ip: '127.0.0.1',
    });
    expect(entry?.requestId).toMatch(/^[\w.-]+$/);
  });

  it('records wrong passwords and the waits they lead to, never the password', async () => {
    const amara = browserClient(server.baseUrl);
    const page = await amara.openSignInPage();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await amara.send(
        `${page.url.pathname}/login`,
        amara.form({ email: 'amara.okafor@northwind.example', password: WRONG_PASSWORD }),
      );
    }
    const refused = await activity(priya, '?actions=sign-in.password');
    expect(refused).toHaveLength(6);
    expect(refused.map((entry) => entry.errorCode)).toEqual(
      Array<string>(6).fill('wrong-password'),
    );
    expect(refused[5]).toMatchObject({
      outcome: 'refused',
      detail: 'Sign-in as amara.okafor@northwind.example: Wrong email or password.',
    });
    // Newest first: the sixth makes the address wait (what a try then meets: the throttle tests).
    expect(refused[0]?.detail).toBe(
      'Sign-in as amara.okafor@northwind.example: Wrong email or password. Too many wrong passwords from this address: wait 1 second before the next try.',
    );
    expect(JSON.stringify(refused)).not.toContain(WRONG_PASSWORD);
  });

  it('records a create before it is sent and completes it with the order the API made', async () => {
    const created = await olivia.send('/platform/orders', post(withdrawal('audit-create-1')));
    expect(created.status).toBe(200);
    const { orderId } = (await created.json()) as { orderId: string };
    const [entry] = await activity(priya, `?orderId=${orderId}`);
    expect(entry).toMatchObject({
      action: 'order.create',
      outcome: 'succeeded',
      orderId,
      externalOrderId: 'audit-create-1',
      portfolioId,
      currency: 'BTC',
      amount: '0.001',
      statusCode: 200,
      person: { name: 'Olivia Grant' },
    });
    expect(Number(entry?.completedAt)).toBeGreaterThanOrEqual(Number(entry?.at));
  });

  it('records a duplicate create as refused, with the API error code', async () => {
    await olivia.send('/platform/orders', post(withdrawal('audit-duplicate')));
    const repeat = await olivia.send('/platform/orders', post(withdrawal('audit-duplicate')));
    expect(repeat.status).toBe(409);
    const entries = await activity(olivia, '?q=audit-duplicate');
    expect(entries.map((entry) => entry.outcome)).toEqual(['refused', 'succeeded']);
    expect(entries[0]).toMatchObject({ statusCode: 409, errorCode: 'duplicate-external-order-id' });
  });

  it('records each item of a bulk order on its own', async () => {
    const response = await olivia.send(
      '/platform/orders/',
      post(
        { orders: [withdrawal('audit-bulk-a'), withdrawal('audit-bulk-b', '0.002')] },
        'application/vnd.create-orders+json',
      ),
    );
    expect(response.status).toBe(200);
    const items = await activity(olivia, '?actions=order.bulk-item&q=audit-bulk');
    expect(items.map((item) => [item.externalOrderId, item.amount, item.outcome])).toEqual([
      ['audit-bulk-b', '0.002', 'succeeded'],
      ['audit-bulk-a', '0.001', 'succeeded'],
    ]);
    expect(items.every((item) => item.orderId !== null)).toBe(true);
  });

  it('records a dry run', async () => {
    // A dry run carries no externalOrderId: the contract refuses one before anything is sent.
    await olivia.send(
      '/platform/dry-run-orders',
      post({
        orderType: 'withdraw',
        portfolioId,
        baseCurrency: 'BTC',
        amount: '0.00123',
        blockchainTransactionType: 'send',
      }),
    );
    const [entry] = await activity(olivia, '?actions=order.dry-run');
    expect(entry).toMatchObject({ action: 'order.dry-run', amount: '0.00123' });
    expect(['succeeded', 'refused']).toContain(entry?.outcome);
  });

  it('records a co-sign and a role refusal with who tried', async () => {
    const { orders } = wireOrdersResponseSchema.parse(
      await (
        await priya.send('/platform/orders?orderTypes=withdraw&statuses=co-sign-require&limit=50')
      ).json(),
    );
    // A payment to an address book entry, so the record has a destination to name.
    const pending = orders.find(
      (order) =>
        order.createdBy !== 'user-marcus-chen' && order.extra?.toCryptoAddressId !== undefined,
    );
    if (pending === undefined) throw new Error('the seed has orders awaiting co-signers');
    const coSign = {
      method: 'PATCH',
      headers: { 'content-type': 'application/vnd.co-sign-order+json' },
      body: '{}',
    };
    const approved = await marcus.send(`/platform/orders/${pending.orderId}`, coSign);
    const tried = await henrik.send(`/platform/orders/${pending.orderId}`, coSign);
    expect(tried.status).toBe(403);

    const entries = await activity(priya, `?orderId=${pending.orderId}&actions=order.co-sign`);
    expect(entries.map((entry) => [entry.person?.name, entry.outcome, entry.statusCode])).toEqual([
      ['Henrik Larsen', 'refused', 403],
      ['Marcus Chen', approved.status === 200 ? 'succeeded' : 'refused', approved.status],
    ]);
    expect(entries[0]?.errorCode).toBe('forbidden');
    // The approval names what it moves, as the provider's order says, not only the order id.
    expect(entries[1]).toMatchObject({
      amount: pending.amount,
      currency: pending.baseCurrency,
      portfolioId: pending.portfolioId,
      destination: pending.extra?.toCryptoAddressId,
    });
    const byPrefix = await activity(
      priya,
      `?orderId=${pending.orderId.slice(0, 8)}…&actions=order.co-sign`,
    );
    expect(byPrefix.map((entry) => entry.id)).toEqual(entries.map((entry) => entry.id));
  });

  it('records API key changes by their last four characters, never the secret', async () => {
    const put = (apiSecret: string): RequestInit => ({
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: 'sbx-treasury-7f3a91c2', apiSecret }),
    });
    await olivia.send('/api/credentials', put('sbx-secret-wrong-000000'));
    await olivia.send('/api/credentials', { method: 'DELETE' });
    await olivia.send('/api/credentials', put(OLIVIA_SECRET));
    const changes = await activity(olivia, '?actions=api-key.add,api-key.replace,api-key.remove');
    expect(changes.map((change) => [change.action, change.outcome])).toEqual([
      ['api-key.add', 'succeeded'],
      ['api-key.remove', 'succeeded'],
      ['api-key.add', 'refused'],
    ]);
    expect(changes[2]?.detail).toMatch(/^Key ending 91c2: /);
  });

  it('records refused webhooks and requests without a session', async () => {
    const forged = await fetch(`${server.baseUrl}/webhooks/copper`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-timestamp': '1', 'x-signature': 'f00' },
      body: '{"eventId":"forged"}',
    });
    expect(forged.status).toBe(401);
    const stranger = browserClient(server.baseUrl);
    expect((await stranger.send('/api/credentials')).status).toBe(401);
    expect((await stranger.send('/platform/portfolios')).status).toBe(401);

    const [webhook] = await activity(priya, '?actions=webhook.receive');
    expect(webhook).toMatchObject({ outcome: 'refused', statusCode: 401, person: null });
    const [request] = await activity(priya, '?actions=request');
    expect(request).toMatchObject({
      errorCode: 'unauthenticated',
      detail: 'GET /api/credentials',
      statusCode: 401,
    });
    const [read] = await activity(priya, '?actions=read&outcomes=refused');
    expect(read).toMatchObject({ errorCode: 'unauthenticated', statusCode: 401 });
    expect(read?.detail).toMatch(/^GET \/platform\/portfolios: /);
  });

  it('answers a signed-out session check with signedIn: false, and puts nothing on the record', async () => {
    const before = await activity(priya, '?actions=request&limit=1000');
    const stranger = browserClient(server.baseUrl);
    const answer = await stranger.send('/api/session');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      signedIn: false,
      reason: 'none',
      message: 'Sign in to use the dashboard.',
    });
    // A cookie naming no live session reads as "none" too: the browser starts a sign-in.
    const stale = await fetch(`${server.baseUrl}/api/session`, {
      headers: { cookie: 'custody_session=not-a-session' },
    });
    expect(await stale.json()).toMatchObject({ signedIn: false });
    expect(await activity(priya, '?actions=request&limit=1000')).toHaveLength(before.length);
  });

  it('reads "outcome unknown" when a write was recorded as attempted and nothing followed', async () => {
    await server.audit.log.append({
      action: 'order.create',
      outcome: 'attempted',
      actor: { subject: 'olivia-grant', email: 'o@example', name: 'Olivia Grant', roles: [] },
      target: { externalOrderId: 'audit-crashed' },
    });
    const [entry] = await activity(priya, '?q=audit-crashed');
    expect(entry).toMatchObject({ outcome: 'unknown', completedAt: null });
    expect((await activity(priya, '?outcomes=unknown')).map((e) => e.externalOrderId)).toContain(
      'audit-crashed',
    );
  });
});

describe('who sees what', () => {
  it("shows people their own records only, and refuses to show them someone else's", async () => {
    const response = await olivia.send('/api/activity');
    const page = activityPageSchema.parse(await response.json());
    expect(page.ownOnly).toBe(true);
    expect(new Set(page.entries.map((entry) => entry.person?.subject))).toEqual(
      new Set(['olivia-grant']),
    );
    const other = await olivia.send('/api/activity?person=marcus-chen');
    expect(other.status).toBe(403);
  });

  it("shows administrators and viewers everyone's, newest first, a page at a time", async () => {
    for (const overseer of [priya, henrik]) {
      const first = activityPageSchema.parse(
        await (await overseer.send('/api/activity?limit=3')).json(),
      );
      expect(first.ownOnly).toBe(false);
      expect(first.entries).toHaveLength(3);
      const second = activityPageSchema.parse(
        await (await overseer.send(`/api/activity?limit=3&before=${first.next}`)).json(),
      );
      const seqs = [...first.entries, ...second.entries].map((entry) => Number(entry.seq));
      expect(seqs).toEqual([...seqs].sort((a, b) => b - a));
      expect(new Set(seqs).size).toBe(6);
    }
    const people = new Set((await activity(priya, '?limit=500')).map((e) => e.person?.name));
    expect(people).toContain('Marcus Chen');
    expect(people).toContain('Olivia Grant');
  });

  it('refuses a malformed filter with a reason', async () => {
    const response = await priya.send('/api/activity?outcomes=maybe');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'bad-request' });
  });
});

describe('the export', () => {
  it('streams every matching record as CSV, counted up front, and is itself recorded', async () => {
    const response = await priya.send('/api/activity/export?actions=order.create,order.bulk-item');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const total = Number(response.headers.get('x-total-count'));
    const text = await response.text();
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toHaveLength(total);
    expect(total).toBeGreaterThanOrEqual(5);
    expect(parsed.data.map((row) => row['External order ID'])).toContain('audit-bulk-a');
    expect(parsed.data[0]).toHaveProperty('Person');
    const [exported] = await activity(priya, '?actions=activity.export');
    expect(exported?.detail).toContain(`${total} entries`);
  });
});

describe('the log itself', () => {
  it('holds no password, secret or session id, and its chain is intact', async () => {
    const { rows } = await server.store.query('SELECT * FROM audit_log');
    const everything = JSON.stringify(rows);
    const sessionIds = [olivia, marcus, henrik, priya].flatMap((client) => [
      ...(client.cookies(new URL(server.baseUrl).host)?.values() ?? []),
    ]);
    for (const secret of [
      'olivia-sandbox',
      WRONG_PASSWORD,
      OLIVIA_SECRET,
      'sbx-secret-wrong-000000',
      ...sessionIds,
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(sessionIds.length).toBeGreaterThan(0);
    expect(await verifyChain(server.store, server.audit.keys)).toMatchObject({
      ok: true,
      records: rows.length,
      unkeyed: 0,
    });
  });
});
