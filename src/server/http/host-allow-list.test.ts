import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import { browserClient } from '../testing/browser-client';
import { rawRequest } from '../testing/raw-request';
import { hostAllowList } from './host-allow-list';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let cookie: string;
let port: number;

beforeAll(async () => {
  server = await startTestServer();
  port = server.settings.listen.PORT;
  const olivia = browserClient(server.baseUrl);
  await olivia.signIn({ demo: 'olivia-grant' });
  const jar = olivia.cookies(`127.0.0.1:${port}`) ?? new Map<string, string>();
  cookie = [...jar.entries()].map(([name, value]) => `${name}=${value}`).join('; ');
});
afterAll(async () => {
  await server.close();
});

const order = JSON.stringify({
  orderType: 'withdraw',
  externalOrderId: 'rebound-1',
  portfolioId: 'any',
  baseCurrency: 'BTC',
  amount: '0.001',
  blockchainTransactionType: 'send',
});

describe('DNS rebinding: the Host a request names', () => {
  // Before the fix, a page on rebind.attacker.example (resolving to 127.0.0.1) read orders and
  // placed one with the person's session: it is same-origin to itself, so Origin matched Host.
  it('refuses another host before any route runs, with a session cookie and a matching Origin', async () => {
    const host = `rebind.attacker.example:${port}`;
    const attempts = [
      { method: 'GET', path: '/platform/orders?orderTypes=withdraw&limit=1' },
      { method: 'POST', path: '/platform/orders', body: order },
      { method: 'GET', path: '/api/session' },
      { method: 'GET', path: '/auth/sign-in' },
      { method: 'POST', path: '/webhooks/copper', body: '{}' },
      { method: 'GET', path: '/' },
    ];
    for (const attempt of attempts) {
      const answer = await rawRequest(port, {
        ...attempt,
        headers: {
          host,
          cookie,
          origin: `http://${host}`,
          'sec-fetch-site': 'same-origin',
          'content-type': 'application/json',
        },
      });
      expect(answer.status, `${attempt.method} ${attempt.path}`).toBe(421);
      expect(errorBodySchema.parse(JSON.parse(answer.body)).error).toBe('misdirected-request');
    }
  });

  it('answers on 127.0.0.1 and localhost at the configured port, and nowhere else', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      const answer = await rawRequest(port, { path: '/api/session', headers: { host, cookie } });
      expect(answer.status, host).toBe(200);
    }
    for (const host of ['127.0.0.1', `127.0.0.1:${port + 1}`, 'localhost.attacker.example']) {
      const answer = await rawRequest(port, { path: '/api/session', headers: { host, cookie } });
      expect(answer.status, host).toBe(421);
    }
  });

  it('keeps /healthz answerable by address, for load balancers', async () => {
    const answer = await rawRequest(port, { path: '/healthz', headers: { host: '10.1.2.3:80' } });
    expect(answer.status).toBe(200);
  });
});

describe('behind PUBLIC_URL', () => {
  let publicServer: TestServer;
  beforeAll(async () => {
    publicServer = await startTestServer({ PUBLIC_URL: 'https://custody.example.com' });
  });
  afterAll(async () => {
    await publicServer.close();
  });

  it('answers only for its public host, and tells browsers to stay on HTTPS', async () => {
    const publicPort = publicServer.settings.listen.PORT;
    const ok = await rawRequest(publicPort, {
      path: '/api/session',
      headers: { host: 'custody.example.com' },
    });
    expect(ok.status).toBe(200);
    expect(ok.headers['strict-transport-security']).toBe('max-age=63072000');
    const explicitPort = await rawRequest(publicPort, {
      path: '/api/session',
      headers: { host: 'custody.example.com:443' },
    });
    expect(explicitPort.status).toBe(200);
    for (const host of [`127.0.0.1:${publicPort}`, `localhost:${publicPort}`, 'evil.example']) {
      const refused = await rawRequest(publicPort, { path: '/api/session', headers: { host } });
      expect(refused.status, host).toBe(421);
    }
  });

  it('sends no HSTS over plain HTTP', async () => {
    const answer = await rawRequest(port, {
      path: '/api/session',
      headers: { host: `127.0.0.1:${port}` },
    });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the host allow-list on its own', () => {
  const app = new Hono();
  app.use(hostAllowList(['custody.example.com', '10.0.0.11']));
  app.get('*', (c) => c.text('answered'));
  const ask = (host: string) => app.request('/orders', { headers: { host } });

  it('drops only a whole default port: 10.0.0.1:801 is not 10.0.0.11', async () => {
    expect((await ask('custody.example.com:80')).status).toBe(200);
    expect((await ask('custody.example.com:443')).status).toBe(200);
    expect((await ask('10.0.0.1:801')).status).toBe(421);
    expect((await ask('custody.example.com:4430')).status).toBe(421);
  });

  it('tells a misdirected visitor where to go without naming an allowed host', async () => {
    const answer = await ask('rebind.attacker.example');
    expect(await answer.json()).toEqual({
      error: 'misdirected-request',
      message:
        'This server does not answer for that host name. Open the dashboard at its own address.',
    });
  });
});
