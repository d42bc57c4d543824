import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../shared/api-error';
import { credentialsResponseSchema } from '../shared/session';
import { signedHeaders } from './platform/signing';
import { sandboxIdentities } from '../sandbox/identities';
import { browserClient, portfolioIdNamed, type BrowserClient } from './testing/browser-client';
import { startTestServer, type TestServer } from './testing/test-server';

let server: TestServer;
let olivia: BrowserClient;
let henrik: BrowserClient;
let marcus: BrowserClient;
let portfolioId: string;

const json = (body: unknown, contentType = 'application/json'): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': contentType },
  body: JSON.stringify(body),
});

async function refusal(response: Response) {
  return { status: response.status, ...errorBodySchema.parse(await response.json()) };
}

beforeAll(async () => {
  server = await startTestServer();
  olivia = browserClient(server.baseUrl);
  henrik = browserClient(server.baseUrl);
  marcus = browserClient(server.baseUrl);
  await olivia.signIn({ demo: 'olivia-grant' });
  await henrik.signIn({ demo: 'henrik-larsen' });
  await marcus.signIn({ demo: 'marcus-chen' });
  portfolioId = await portfolioIdNamed(olivia, 'Client Payments');
});
afterAll(() => server.close());

const withdrawal = (externalOrderId: string) => ({
  orderType: 'withdraw',
  externalOrderId,
  portfolioId,
  baseCurrency: 'BTC',
  amount: '0.001',
  blockchainTransactionType: 'send',
});

describe('roles, enforced by the server', () => {
  it('lets every role read, and only treasury create: the refusal names the missing role', async () => {
    expect((await henrik.send('/platform/orders?orderTypes=withdraw&limit=1')).status).toBe(200);
    expect(
      await refusal(await henrik.send('/platform/orders', json(withdrawal('viewer-try')))),
    ).toEqual({
      status: 403,
      error: 'forbidden',
      message: 'This needs the treasury role; Henrik Larsen has viewer.',
    });
    expect(
      await refusal(await marcus.send('/platform/orders', json(withdrawal('approver-try')))),
    ).toMatchObject({
      status: 403,
      message: 'This needs the treasury role; Marcus Chen has approver.',
    });
    expect((await olivia.send('/platform/orders', json(withdrawal('treasury-ok')))).status).toBe(
      200,
    );
  });

  it('lets only approvers co-sign', async () => {
    const patch = {
      method: 'PATCH',
      headers: { 'content-type': 'application/vnd.co-sign-order+json' },
      body: '{}',
    };
    expect(await refusal(await olivia.send('/platform/orders/any-order', patch))).toMatchObject({
      status: 403,
      message: 'This needs the approver role; Olivia Grant has treasury.',
    });
    // An approver gets through to the API, which answers for the order itself.
    expect((await marcus.send('/platform/orders/no-such-order', patch)).status).toBe(404);
  });

  it('forwards nothing the dashboard does not use: the proxy is no open signer', async () => {
    for (const [path, init] of [
      ['/platform/deposit-targets', {}],
      ['/platform/orders/any', { method: 'DELETE' }],
      ['/platform/portfolios', json({ portfolioName: 'x' })],
      [
        '/platform/orders/any',
        {
          method: 'PATCH',
          headers: { 'content-type': 'application/vnd.start-signing+json' },
          body: '{}',
        },
      ],
    ] as const) {
      const response = await olivia.send(path, init);
      expect(response.status, `${init.method ?? 'GET'} ${path}`).toBe(404);
    }
  });
});

describe('scripts that sign with their own sandbox key', () => {
  const treasury = sandboxIdentities.find((identity) => identity.id === 'treasury');
  const risk = sandboxIdentities.find((identity) => identity.id === 'risk');
  if (!treasury || !risk) throw new Error('the sandbox lacks its demo identities');

  it("are verified by the sandbox as the provider would, and act with their owner's roles", async () => {
    const path = '/platform/portfolios';
    const ok = await fetch(`${server.baseUrl}${path}`, {
      headers: signedHeaders(treasury, { method: 'GET', path, body: '' }),
    });
    expect(ok.status).toBe(200);
    const forged = await fetch(`${server.baseUrl}${path}`, {
      headers: signedHeaders(
        { ...treasury, apiSecret: 'guess' },
        { method: 'GET', path, body: '' },
      ),
    });
    expect(await refusal(forged)).toMatchObject({ status: 401, error: 'invalid-signature' });
    const unknown = await fetch(`${server.baseUrl}${path}`, {
      headers: signedHeaders(
        { apiKey: 'nobody', apiSecret: 'x' },
        { method: 'GET', path, body: '' },
      ),
    });
    expect(await refusal(unknown)).toMatchObject({ status: 401, error: 'invalid-api-key' });
    const body = JSON.stringify(withdrawal('script-as-viewer'));
    const asViewer = await fetch(`${server.baseUrl}/platform/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...signedHeaders(risk, { method: 'POST', path: '/platform/orders', body }),
      },
      body,
    });
    expect(await refusal(asViewer)).toMatchObject({ status: 403, error: 'forbidden' });
  });
});

describe("each person's own API key", () => {
  it('is shown by its last four characters only, and a person without one is told before anything is sent', async () => {
    const shown = credentialsResponseSchema.parse(
      await (await olivia.send('/api/credentials')).json(),
    );
    expect(shown.apiKey?.keyLast4).toBe('91c2');
    expect(JSON.stringify(shown)).not.toContain('sbx-');

    const removed = await olivia.send('/api/credentials', { method: 'DELETE' });
    expect(await removed.json()).toEqual({ apiKey: null });
    const refused = await olivia.send('/platform/orders', json(withdrawal('without-key')));
    expect(await refusal(refused)).toEqual({
      status: 403,
      error: 'no-api-key',
      message: 'Add your API key to create or approve orders (Settings).',
    });
    const reads = await olivia.send(
      `/platform/orders?orderTypes=withdraw&externalOrderId=without-key`,
    );
    expect(await refusal(reads)).toMatchObject({ status: 403, error: 'no-api-key' });

    const put = (apiSecret: string): RequestInit => ({
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ apiKey: 'sbx-treasury-7f3a91c2', apiSecret }),
    });
    expect(await refusal(await olivia.send('/api/credentials', put('wrong-secret')))).toMatchObject(
      {
        status: 400,
        error: 'invalid-api-key',
      },
    );
    const saved = await olivia.send(
      '/api/credentials',
      put('sbx-secret-treasury-4d8e2b6a9c1f7035'),
    );
    expect(saved.status).toBe(200);
    const session = await (await olivia.send('/api/session')).json();
    expect(session).toMatchObject({
      person: { hasApiKey: true, providerUserId: 'user-olivia-grant' },
    });
    const found = await (
      await olivia.send('/platform/orders?orderTypes=withdraw&externalOrderId=without-key')
    ).json();
    // Nothing went out while the key was missing.
    expect(found).toEqual({ orders: [] });
  });

  it('cannot be claimed by a second person', async () => {
    const response = await henrik.send('/api/credentials', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        apiKey: 'sbx-approver1-2b9d04e7',
        apiSecret: 'sbx-secret-approver1-91c3f5a7d2e86b40',
      }),
    });
    expect(await refusal(response)).toMatchObject({ status: 409, error: 'conflict' });
  });
});

describe('the browser-facing server', () => {
  it('refuses a cross-site write and sets the security headers', async () => {
    const crossSite = await olivia.send('/platform/orders', {
      ...json(withdrawal('cross-site')),
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const response = await olivia.send('/api/session');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
