import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityPageSchema } from '../../shared/audit';
import { errorBodySchema } from '../../shared/api-error';
import { organizationsResponseSchema } from '../../shared/contracts/organizations';
import { portfoliosResponseSchema } from '../../shared/contracts/portfolios';
import { verifyChain } from '../audit/verify-chain';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let olivia: BrowserClient;
let priya: BrowserClient;
let portfolioId: string;

beforeAll(async () => {
  server = await startTestServer();
  olivia = browserClient(server.baseUrl);
  priya = browserClient(server.baseUrl);
  await olivia.signIn({ demo: 'olivia-grant' });
  await priya.signIn({ demo: 'priya-natarajan' });
  const { portfolios } = portfoliosResponseSchema.parse(
    await (await olivia.send('/platform/portfolios')).json(),
  );
  portfolioId = portfolios[0]?.portfolioId ?? '';
});
afterAll(async () => {
  await server.close();
});

const json = (method: string, body: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body,
});

async function refusal(response: Response): Promise<{ status: number; message: string }> {
  const body = errorBodySchema.parse(await response.json());
  expect(body.error).toBe('bad-request');
  return { status: response.status, message: body.message };
}

describe('input the server cannot keep or use is refused with 400 naming the field, on every surface', () => {
  it('a NUL or a lone surrogate in an order: 400 before the activity log, which stays verifiable', async () => {
    const order = (amount: string) =>
      JSON.stringify({
        orderType: 'withdraw',
        externalOrderId: `hygiene-${amount.length}`,
        portfolioId,
        baseCurrency: 'BTC',
        amount,
      });
    // Before: 503 "activity log unavailable" for the NUL, and a chain verify called BROKEN for
    // the surrogate.
    expect(
      await refusal(await olivia.send('/platform/orders', json('POST', order('1\u0000')))),
    ).toEqual({
      status: 400,
      message: 'amount: contains a NUL character (U+0000), which cannot be stored',
    });
    const surrogate = await olivia.send('/platform/orders', json('POST', order('1\uD83D')));
    expect(await refusal(surrogate)).toMatchObject({
      status: 400,
      message: /^amount: contains an unpaired/,
    });
    expect(await verifyChain(server.store, server.audit.keys)).toMatchObject({ ok: true });
  });

  it('JSON nested past 64 levels, 10,000 deep included: 400, on /platform, /api and /webhooks', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    for (const [path, method] of [
      ['/platform/orders', 'POST'],
      ['/api/credentials', 'PUT'],
      ['/webhooks/copper', 'POST'],
    ] as const) {
      expect(await refusal(await olivia.send(path, json(method, deep))), path).toEqual({
        status: 400,
        message: 'body: nests deeper than 64 levels of arrays and objects',
      });
    }
    const justInside = `{"ids":${'['.repeat(63)}${']'.repeat(63)}}`;
    expect((await olivia.send('/api/notifications/read', json('POST', justInside))).status).toBe(
      400,
    );
  });

  /**
   * Each sign-in input with each kind of text it must never carry. A URL can only carry a lone
   * surrogate as the percent-encoded bytes of one (ED A0 80), which are not UTF-8. Before: a NUL
   * in the API key, returnTo or state answered 500, a lone surrogate in the key 502.
   */
  const hostileText = [
    { kind: 'a NUL', text: 'a\u0000b', encoded: 'a%00b' },
    { kind: 'a lone surrogate', text: 'a\uD800b', encoded: 'a%ED%A0%80b' },
    { kind: 'CR/LF', text: 'a\r\nb', encoded: 'a%0D%0Ab' },
  ];
  const signInInputs: {
    field: string;
    names: RegExp;
    send: (text: string, encoded: string) => Promise<Response>;
  }[] = [
    {
      field: 'apiKey',
      names: /^(apiKey: |An API key )/,
      send: (text) =>
        olivia.send(
          '/api/credentials',
          json('PUT', JSON.stringify({ apiKey: text, apiSecret: 's' })),
        ),
    },
    {
      field: 'apiSecret',
      names: /^(apiSecret: |The API secret )/,
      send: (text) =>
        olivia.send(
          '/api/credentials',
          json('PUT', JSON.stringify({ apiKey: 'sbx-treasury-7f3a91c2', apiSecret: text })),
        ),
    },
    {
      field: 'returnTo',
      names: /^returnTo: /,
      send: (_, encoded) =>
        browserClient(server.baseUrl).send(`/auth/sign-in?returnTo=%2Forders${encoded}`),
    },
    {
      field: 'state',
      names: /^state: /,
      send: (_, encoded) =>
        browserClient(server.baseUrl).send(`/auth/callback?state=${encoded}&code=abc`),
    },
    {
      field: 'code',
      names: /^code: /,
      send: (_, encoded) =>
        browserClient(server.baseUrl).send(`/auth/callback?state=abc&code=${encoded}`),
    },
    {
      field: 'email',
      names: /^email: /,
      send: async (_, encoded) => {
        const stranger = browserClient(server.baseUrl);
        const page = await stranger.openSignInPage();
        return stranger.send(`${page.url.pathname}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `email=olivia.grant%40northwind.example${encoded}&password=x`,
        });
      },
    },
  ];

  for (const { field, names, send } of signInInputs) {
    it(`sign-in input ${field} with a NUL, a lone surrogate or CR/LF: 400 {error, message} naming it`, async () => {
      for (const { kind, text, encoded } of hostileText) {
        const { status, message } = await refusal(await send(text, encoded));
        expect(status, `${field} with ${kind}`).toBe(400);
        expect(message, `${field} with ${kind}`).toMatch(names);
      }
    });
  }

  it("the provider's own endpoints too: a NUL in client_id", async () => {
    const answer = await browserClient(server.baseUrl).send('/idp/auth?client_id=%00');
    expect(await refusal(answer)).toMatchObject({ status: 400, message: /^client_id: / });
  });

  it('a path that is not valid percent-encoding', async () => {
    const cancel = await olivia.send('/platform/orders/%E4', json('PATCH', '{}'));
    expect(await refusal(cancel)).toMatchObject({ status: 400, message: /^path: / });
  });

  it('puts each refusal on the record by field and reason, never the value, under the id its log line has', async () => {
    const logged = vi.spyOn(server.log, 'info');
    const answer = await olivia.send(
      '/platform/orders',
      json('POST', '{"amount":"1\\u0000secret-looking"}'),
    );
    const requestId = answer.headers.get('x-request-id');
    const page = activityPageSchema.parse(
      await (await priya.send('/api/activity?actions=request&outcomes=refused')).json(),
    );
    const [entry] = page.entries;
    expect(entry).toMatchObject({ statusCode: 400, errorCode: 'bad-request', requestId });
    expect(entry?.detail).toBe(
      'POST /platform/orders: amount contains a NUL character (U+0000), which cannot be stored',
    );
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ requestId, path: '/platform/orders', status: 400 }),
      'request',
    );
    logged.mockRestore();
  });

  it('still answers what is merely unusual: a tab, an emoji, an offset past 32 bits', async () => {
    const { organizations } = organizationsResponseSchema.parse(
      await (await olivia.send('/platform/organizations')).json(),
    );
    const [first] = organizations;
    const far = await olivia.send(
      `/platform/organizations/${first?.organizationId ?? 'x'}/counterparties?offset=2200000000`,
    );
    expect(far.status).toBe(200);
    const emoji = await priya.send(`/api/activity?q=${encodeURIComponent('😀\tok')}`);
    expect(emoji.status).toBe(200);
  });
});
