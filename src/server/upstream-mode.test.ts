import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../shared/api-error';
import { upsertAccount } from './auth/idp/idp-accounts';
import { computeSignature } from './platform/signing';
import { browserClient, type BrowserClient } from './testing/browser-client';
import { startTestServer, type TestServer } from './testing/test-server';

/**
 * A local stand-in for the provider: it knows three keys (Olivia's, Marcus's
 * and the read-only service key), recomputes every signature from the raw
 * bytes it received, answers 401 unless it matches byte for byte, and
 * records which key signed each request.
 */
const KEYS: Record<string, string> = {
  'key-olivia': 'secret-olivia-1f2e3d',
  'key-marcus': 'secret-marcus-4c5b6a',
  'key-service': 'secret-service-7d8e9f',
};

interface Received {
  method: string;
  path: string;
  body: string;
  key: string | undefined;
  headers: IncomingMessage['headers'];
}

let upstream: Server;
let received: Received[] = [];
let server: TestServer;
let olivia: BrowserClient;
let marcus: BrowserClient;

function answer(entry: Received): {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
} {
  if (entry.path.startsWith('/platform/organizations/org-1/members')) {
    return {
      status: 200,
      body: {
        members: [
          {
            organizationId: 'org-1',
            userId: 'u-olivia',
            isActive: true,
            _embedded: { user: { userId: 'u-olivia', firstName: 'Olivia', lastName: 'Grant' } },
          },
          {
            organizationId: 'org-1',
            userId: 'u-marcus',
            isActive: true,
            _embedded: { user: { userId: 'u-marcus', firstName: 'Marcus', lastName: 'Chen' } },
          },
        ],
      },
    };
  }
  if (entry.path === '/platform/organizations') {
    return {
      status: 200,
      body: {
        organizations: [
          {
            organizationId: 'org-1',
            organizationName: 'Northwind',
            organizationType: 'standard',
            reportingCurrency: 'USD',
            createdAt: '1',
          },
        ],
      },
    };
  }
  if (entry.path.includes('limit=429')) {
    return {
      status: 429,
      body: { error: 'too-many-requests', message: 'slow down' },
      headers: { 'retry-after': '42' },
    };
  }
  // Lists carry their list key: an answer without it is not one the dashboard relays.
  return {
    status: 200,
    body: { ok: true, path: entry.path, orders: [], portfolios: [] },
    headers: { 'x-internal': 'hidden' },
  };
}

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const key = /^ApiKey (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const entry: Received = {
        method: request.method ?? '',
        path: request.url ?? '',
        body,
        key,
        headers: request.headers,
      };
      received.push(entry);
      const secret = key === undefined ? undefined : KEYS[key];
      const expected =
        secret === undefined
          ? undefined
          : computeSignature({
              secret,
              timestamp: String(request.headers['x-timestamp']),
              method: entry.method,
              path: entry.path,
              body,
            });
      if (expected === undefined || request.headers['x-signature'] !== expected) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ error: 'invalid-signature', message: 'The signature does not match.' }),
        );
        return;
      }
      const { status, body: reply, headers } = answer(entry);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(reply));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  server = await startTestServer({
    COPPER_API_BASE_URL: `http://127.0.0.1:${port}`,
    COPPER_API_KEY: 'key-service',
    COPPER_API_SECRET: KEYS['key-service'] ?? '',
    CREDENTIALS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  });
  // In upstream mode the embedded provider holds the people an administrator added.
  await upsertAccount(
    server.store,
    {
      email: 'olivia.grant@example.com',
      name: 'Olivia Grant',
      roles: ['treasury'],
      password: 'correct horse',
    },
    Date.now(),
  );
  await upsertAccount(
    server.store,
    {
      email: 'marcus.chen@example.com',
      name: 'Marcus Chen',
      roles: ['approver'],
      password: 'battery staple',
    },
    Date.now(),
  );
  olivia = browserClient(server.baseUrl);
  marcus = browserClient(server.baseUrl);
  await olivia.signIn({ email: 'olivia.grant@example.com', password: 'correct horse' });
  await marcus.signIn({ email: 'marcus.chen@example.com', password: 'battery staple' });
  const saved = await olivia.send('/api/credentials', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ apiKey: 'key-olivia', apiSecret: KEYS['key-olivia'] }),
  });
  expect(saved.status).toBe(200);
});

beforeEach(() => {
  received = [];
});

afterAll(async () => {
  await server.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('upstream mode', () => {
  it("offers no demo people, and never takes a key's owner from a matching name", async () => {
    const page = await browserClient(server.baseUrl).openSignInPage();
    expect(page.html).not.toContain('Demo people');
    const session = await (await olivia.send('/api/session')).json();
    expect(session).toMatchObject({
      mode: 'upstream',
      // A member is named Olivia Grant, but a name is not the provider's word on whose key it is.
      person: { name: 'Olivia Grant', hasApiKey: true, providerUserId: null },
    });
  });

  it("signs each person's writes with their own key, and only theirs", async () => {
    const body = JSON.stringify({
      orderType: 'withdraw',
      externalOrderId: 'e-1',
      portfolioId: 'p-1',
      baseCurrency: 'BTC',
      amount: '0.000000000000000001',
      description: 'Zahlung für März ✓',
    });
    const response = await olivia.send('/platform/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: '/platform/orders',
      key: 'key-olivia',
      body,
    });
    expect(response.headers.get('x-internal')).toBeNull();
  });

  it('signs a GET with the query string exactly as sent, under the reader’s own key', async () => {
    const response = await olivia.send(
      '/platform/orders?orderTypes=withdraw,deposit&limit=5&searchQuery=0xAbC',
    );
    expect(response.status).toBe(200);
    expect(received[0]).toMatchObject({
      path: '/platform/orders?orderTypes=withdraw,deposit&limit=5&searchQuery=0xAbC',
      key: 'key-olivia',
    });
    expect(received[0]?.headers.cookie).toBeUndefined();
    expect(Math.abs(Number(received[0]?.headers['x-timestamp']) - Date.now())).toBeLessThan(5000);
  });

  it('reads with the read-only service key for a person without a key of their own', async () => {
    expect((await marcus.send('/platform/portfolios')).status).toBe(200);
    expect(received.map((entry) => entry.key)).toEqual(['key-service']);
    const session = await (await marcus.send('/api/session')).json();
    expect(session).toMatchObject({ person: { hasApiKey: false, readsWithServiceKey: true } });
  });

  it('never writes with the service key: a person without a key is told, and nothing is sent', async () => {
    const response = await marcus.send('/platform/orders/ord-1', {
      method: 'PATCH',
      headers: { 'content-type': 'application/vnd.co-sign-order+json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect(errorBodySchema.parse(await response.json()).message).toBe(
      'Add your API key to create or approve orders (Settings).',
    );
    expect(received).toEqual([]);
  });

  it('passes the upstream 429 and its Retry-After through to the browser', async () => {
    const response = await olivia.send('/platform/orders?orderTypes=withdraw&limit=429');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
  });

  it('never sends a secret to the browser', async () => {
    const pages = [
      await (await olivia.send('/api/session')).text(),
      await (await olivia.send('/api/credentials')).text(),
      await (await olivia.send('/platform/portfolios')).text(),
    ].join('\n');
    for (const secret of Object.values(KEYS)) expect(pages).not.toContain(secret);
    expect(pages).toContain('"keyLast4":"ivia"');
  });
});
