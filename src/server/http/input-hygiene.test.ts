import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('an API key or secret with a NUL, a line break or a lone surrogate', async () => {
    for (const [apiKey, apiSecret, field] of [
      ['sbx-\u0000', 'secret', 'apiKey'],
      ['sbx-\uD800', 'secret', 'apiKey'],
      ['sbx-treasury-7f3a91c2', 'line\r\nbreak', 'apiSecret'],
      ['sbx key Ω', 'secret', 'apiKey'],
    ]) {
      const answer = await olivia.send(
        '/api/credentials',
        json('PUT', JSON.stringify({ apiKey, apiSecret })),
      );
      const { status, message } = await refusal(answer);
      expect(status, `${field}: ${JSON.stringify(apiKey)}`).toBe(400);
      expect(message.length).toBeGreaterThan(10);
    }
  });

  it('sign-in inputs: returnTo, state, code and an email with a NUL or a line break', async () => {
    const stranger = browserClient(server.baseUrl);
    for (const path of [
      '/auth/sign-in?returnTo=%2Forders%00',
      '/auth/sign-in?returnTo=%2F%0D%0ASet-Cookie%3A%20x%3D1',
      '/auth/callback?state=%00&code=abc',
      '/auth/callback?state=abc&code=a%0Ab',
      '/auth/callback?state=%ED%A0%80',
      '/idp/auth?client_id=%00',
    ]) {
      const { status, message } = await refusal(await stranger.send(path));
      expect(status, path).toBe(400);
      expect(message, path).toMatch(/^(returnTo|state|code|client_id): /);
    }
    const page = await stranger.openSignInPage();
    const login = await stranger.send(
      `${page.url.pathname}/login`,
      stranger.form({ email: 'olivia.grant@northwind.example\u0000', password: 'x' }),
    );
    expect(await refusal(login)).toMatchObject({ status: 400, message: /^email: / });
  });

  it('a path that is not valid percent-encoding', async () => {
    const cancel = await olivia.send('/platform/orders/%E4', json('PATCH', '{}'));
    expect(await refusal(cancel)).toMatchObject({ status: 400, message: /^path: / });
  });

  it('puts each refusal on the record by field and reason, never the value', async () => {
    await olivia.send('/platform/orders', json('POST', '{"amount":"1\\u0000secret-looking"}'));
    const page = activityPageSchema.parse(
      await (await priya.send('/api/activity?actions=request&outcomes=refused')).json(),
    );
    const [entry] = page.entries;
    expect(entry).toMatchObject({ statusCode: 400, errorCode: 'bad-request' });
    expect(entry?.detail).toBe(
      'POST /platform/orders: amount contains a NUL character (U+0000), which cannot be stored',
    );
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
