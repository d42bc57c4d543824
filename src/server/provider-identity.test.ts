import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../shared/api-error';
import { providerIdentitySchema, servedOrganizationSchema } from '../shared/provider-identity';
import { upsertAccount } from './auth/idp/idp-accounts';
import { browserClient, type BrowserClient } from './testing/browser-client';
import { openEventStream } from './testing/sse-reader';
import { startTestServer, type TestServer } from './testing/test-server';

/**
 * A stand-in provider listing two organizations, whose members are named so that a name match
 * would pick the wrong one: Dana's key belongs to "D. Scully" (u-dana), while a member named
 * exactly "Dana Scully" (u-other) is someone else. Orders placed with Dana's key say u-dana.
 */
let upstream: Server;
let server: TestServer;
let dana: BrowserClient;
let ada: BrowserClient;
const seen: string[] = [];

function reply(path: string, key: string | undefined): { status: number; body: unknown } {
  if (path === '/platform/organizations') {
    return {
      status: 200,
      body: {
        organizations: [
          { organizationId: 'org-a', organizationName: 'Northwind Treasury' },
          { organizationId: 'org-b', organizationName: 'Northwind Lending' },
        ],
      },
    };
  }
  if (path.startsWith('/platform/organizations/org-a/members')) {
    const member = (userId: string, firstName: string, lastName: string) => ({
      organizationId: 'org-a',
      userId,
      isActive: true,
      _embedded: { user: { userId, firstName, lastName } },
    });
    return {
      status: 200,
      body: {
        members: [
          member('u-dana', 'D.', 'Scully'),
          member('u-other', 'Dana', 'Scully'),
          member('u-ada', 'Ada', 'Lovelace'),
        ],
      },
    };
  }
  if (path === '/platform/orders' || path === '/platform/orders/') {
    return { status: 200, body: { orderId: `ord-by-${key ?? 'nobody'}`, status: 'new' } };
  }
  const order = /^\/platform\/orders\/ord-by-(.+)$/.exec(path);
  if (order) {
    return {
      status: 200,
      body: { orderId: path.slice(16), createdBy: order[1] === 'key-dana' ? 'u-dana' : 'u-ada' },
    };
  }
  return { status: 404, body: { error: 'not-found', message: 'No such thing.' } };
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const path = request.url ?? '';
      seen.push(`${request.method} ${path}`);
      const key = /^ApiKey (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const { status, body } = reply(path, key);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  server = await startTestServer({
    COPPER_API_BASE_URL: `http://127.0.0.1:${port}`,
    CREDENTIALS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  for (const [email, name, roles] of [
    ['dana@example.com', 'Dana Scully', ['treasury', 'approver']],
    ['ada@example.com', 'Ada Lovelace', ['admin', 'viewer']],
  ] as const) {
    await upsertAccount(
      server.store,
      { email, name, roles: [...roles], password: 'pw-123456' },
      Date.now(),
    );
  }
  dana = browserClient(server.baseUrl);
  ada = browserClient(server.baseUrl);
  await dana.signIn({ email: 'dana@example.com', password: 'pw-123456' });
  await ada.signIn({ email: 'ada@example.com', password: 'pw-123456' });
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const put = (body: unknown): RequestInit => ({
  method: 'PUT',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

async function identity(client: BrowserClient) {
  return providerIdentitySchema.parse(await (await client.send('/api/identity')).json());
}
async function organization(client: BrowserClient) {
  return servedOrganizationSchema.parse(await (await client.send('/api/organization')).json());
}

describe('the organization served, never guessed', () => {
  it('with several listed and none chosen, says so and names them', async () => {
    expect(await organization(ada)).toMatchObject({ status: 'unavailable' });
    expect(
      (await ada.send('/api/credentials', put({ apiKey: 'key-ada', apiSecret: 's-ada' }))).status,
    ).toBe(200);
    expect(await organization(ada)).toEqual({
      status: 'unchosen',
      candidates: [
        { organizationId: 'org-a', organizationName: 'Northwind Treasury' },
        { organizationId: 'org-b', organizationName: 'Northwind Lending' },
      ],
    });
  });

  it('only an administrator chooses, only among those listed, and it is on the record', async () => {
    const refused = await dana.send(
      '/api/organization',
      put({ organizationId: 'org-a', replacing: null }),
    );
    expect(refused.status).toBe(403);
    const unlisted = await ada.send(
      '/api/organization',
      put({ organizationId: 'org-z', replacing: null }),
    );
    expect(unlisted.status).toBe(400);
    expect(errorBodySchema.parse(await unlisted.json()).message).toContain('org-z is not among');
    const chosen = await ada.send(
      '/api/organization',
      put({ organizationId: 'org-a', replacing: null }),
    );
    expect(chosen.status).toBe(200);
    expect(await organization(dana)).toMatchObject({
      status: 'set',
      organizationId: 'org-a',
      source: 'chosen',
      chosenBy: 'Ada Lovelace',
    });
    const { rows } = await server.store.query(
      "SELECT outcome, detail FROM audit_log WHERE action = 'organization.choose' ORDER BY seq",
    );
    expect(rows).toEqual([
      {
        outcome: 'refused',
        detail: 'This needs the administrator role; Dana Scully has treasury, approver.',
      },
      expect.objectContaining({ outcome: 'refused' }),
      {
        outcome: 'succeeded',
        detail: 'The dashboard serves Northwind Treasury (org-a); before: none chosen',
      },
    ]);
  });

  it('refuses to replace a choice the administrator did not see, and tells every stream of a new one', async () => {
    const stream = await openEventStream(dana);
    const stale = await ada.send(
      '/api/organization',
      put({ organizationId: 'org-b', replacing: null }),
    );
    expect(stale.status).toBe(409);
    expect(errorBodySchema.parse(await stale.json()).message).toBe(
      'Ada Lovelace chose Northwind Treasury (org-a) meanwhile. Look at the choice again before changing it.',
    );
    const replaced = await ada.send(
      '/api/organization',
      put({ organizationId: 'org-b', replacing: 'org-a' }),
    );
    expect(replaced.status).toBe(200);
    const told = await stream.next((event) => event.event === 'organization');
    expect(JSON.parse(told.data)).toEqual({ organizationId: 'org-b' });
    await stream.close();
    const { rows } = await server.store.query(
      "SELECT detail FROM audit_log WHERE action = 'organization.choose' AND outcome = 'succeeded' ORDER BY seq DESC LIMIT 1",
    );
    expect(rows).toEqual([
      {
        detail:
          'The dashboard serves Northwind Lending (org-b); before: Northwind Treasury (org-a)',
      },
    ]);
  });

  it('lets exactly one of several racing changes of the same choice through', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        ada.send('/api/organization', put({ organizationId: 'org-a', replacing: 'org-b' })),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await organization(dana)).toMatchObject({ status: 'set', organizationId: 'org-a' });
  });
});

describe('whose key it is, from the provider’s data', () => {
  it('is unknown after saving a key, even when a member has the person’s exact name', async () => {
    expect(
      (await dana.send('/api/credentials', put({ apiKey: 'key-dana', apiSecret: 's-dana' })))
        .status,
    ).toBe(200);
    const session = await (await dana.send('/api/session')).json();
    expect(session).toMatchObject({ person: { hasApiKey: true, providerUserId: null } });
    expect(await identity(dana)).toMatchObject({ status: 'unconfirmed', seenOnOwnOrders: [] });
  });

  it('is refused when the orders placed with the key say someone else created them', async () => {
    const created = await dana.send('/platform/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        orderType: 'withdraw',
        externalOrderId: 'ext-dana-1',
        portfolioId: 'p-1',
        baseCurrency: 'BTC',
        amount: '0.1',
        blockchainTransactionType: 'send',
      }),
    });
    expect(created.status).toBe(200);
    expect(await identity(dana)).toMatchObject({ seenOnOwnOrders: ['u-dana'] });
    const wrong = await dana.send('/api/identity', put({ userId: 'u-other' }));
    expect(wrong.status).toBe(409);
    expect(errorBodySchema.parse(await wrong.json()).message).toBe(
      'Order ord-by-key-dana, which you placed with this key, was created by D. Scully, not Dana Scully: the key belongs to D. Scully.',
    );
    const stranger = await dana.send('/api/identity', put({ userId: 'u-nobody' }));
    expect(stranger.status).toBe(400);
  });

  it('is kept with the key once confirmed, and forgotten when the key changes', async () => {
    const confirmed = await dana.send('/api/identity', put({ userId: 'u-dana' }));
    expect(confirmed.status).toBe(200);
    expect(await identity(dana)).toMatchObject({ status: 'confirmed', userId: 'u-dana' });
    expect(await (await dana.send('/api/session')).json()).toMatchObject({
      person: { providerUserId: 'u-dana' },
    });
    const taken = await ada.send('/api/identity', put({ userId: 'u-dana' }));
    expect(taken.status).toBe(409);
    expect(errorBodySchema.parse(await taken.json()).message).toContain(
      'Dana Scully has already confirmed',
    );
    await dana.send('/api/credentials', put({ apiKey: 'key-dana-2', apiSecret: 's-dana' }));
    expect(await identity(dana)).toMatchObject({ status: 'unconfirmed' });
  });
});
