import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import { sessionSchema } from '../../shared/session';
import { browserClient } from '../testing/browser-client';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function session(browser: ReturnType<typeof browserClient>) {
  const response = await browser.send('/api/session');
  expect(response.status).toBe(200);
  return sessionSchema.parse(await response.json());
}

describe('signing in through the embedded provider (sandbox)', () => {
  it('lists every demo person by name and role on the sign-in page', async () => {
    const page = await browserClient(server.baseUrl).openSignInPage();
    expect(page.status).toBe(200);
    expect(page.url.pathname).toMatch(/^\/idp\/interaction\//);
    for (const text of [
      'Olivia Grant',
      'Marcus Chen',
      'Amara Okafor',
      'Henrik Larsen',
      'Priya Natarajan',
    ]) {
      expect(page.html).toContain(text);
    }
    expect(page.html).toContain('Treasury operator · role: Treasury');
    expect(page.html).toContain('Administrator · roles: Administrator, Viewer');
  });

  it('signs a demo person in with one click, with PKCE, state and nonce, and returns where they were going', async () => {
    const browser = browserClient(server.baseUrl);
    const start = await browser.send('/auth/sign-in?returnTo=%2Fco-sign');
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.pathname).toBe('/idp/auth');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toMatch(/.{20,}/);
    expect(authorize.searchParams.get('nonce')).toMatch(/.{20,}/);

    const { landed } = await browser.signIn({ demo: 'marcus-chen' }, '/co-sign');
    expect(landed.pathname).toBe('/co-sign');
    const cookie = browser.cookies(new URL(server.baseUrl).host)?.get('custody_session');
    expect(cookie).toMatch(/^[\w-]{40,}$/);
    const current = await session(browser);
    expect(current.person).toMatchObject({
      name: 'Marcus Chen',
      email: 'marcus.chen@northwind.example',
      roles: ['approver'],
      providerUserId: 'user-marcus-chen',
      hasApiKey: true,
    });
    expect(JSON.stringify(current)).not.toMatch(/secret|sbx-/i);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, with a new id at each sign-in', async () => {
    const browser = browserClient(server.baseUrl);
    const page = await browser.openSignInPage();
    const response = await browser.send(
      `${page.url.pathname}/demo`,
      browser.form({ accountId: 'olivia-grant' }),
    );
    let callback = response;
    for (
      let hop = 0;
      hop < 5 &&
      !callback.headers.getSetCookie().some((line) => line.startsWith('custody_session='));
      hop += 1
    ) {
      const location = callback.headers.get('location');
      if (location === null) break;
      callback = await browser.send(location);
    }
    const line =
      callback.headers.getSetCookie().find((entry) => entry.startsWith('custody_session=')) ?? '';
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).not.toMatch(/Secure/);
    const first = browser.cookies(new URL(server.baseUrl).host)?.get('custody_session');
    await browser.signIn({ demo: 'olivia-grant' });
    const second = browser.cookies(new URL(server.baseUrl).host)?.get('custody_session');
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('signs in with email and password, and says only "wrong" for a wrong password or an unknown email', async () => {
    const browser = browserClient(server.baseUrl);
    const wrong = await browser.signIn({
      email: 'amara.okafor@northwind.example',
      password: 'guess',
    });
    expect(wrong.response.status).toBe(401);
    expect(await wrong.response.text()).toContain('Wrong email or password.');
    const unknown = await browser.signIn({ email: 'mallory@evil.example', password: 'guess' });
    expect(await unknown.response.text()).toContain('Wrong email or password.');
    const right = await browser.signIn({
      email: 'Amara.Okafor@northwind.example',
      password: 'amara-sandbox',
    });
    expect(right.landed.pathname).toBe('/');
    expect((await session(browser)).person.name).toBe('Amara Okafor');
  });

  it('explains a replayed or forged callback, and a cancelled sign-in', async () => {
    const browser = browserClient(server.baseUrl);
    const forged = await browser.send('/auth/callback?code=abc&state=made-up');
    expect(forged.headers.get('location')).toBe('/sign-in?error=state');
    const page = await browser.openSignInPage();
    const cancelled = await browser.follow(`${page.url.pathname}/abort`, browser.form({}));
    expect(cancelled.url.pathname + cancelled.url.search).toBe('/sign-in?error=denied');
  });

  it('refuses every /platform, /api and /webhooks request without a session with 401 and a reason', async () => {
    const stranger = browserClient(server.baseUrl);
    for (const path of [
      '/platform/orders?orderTypes=withdraw',
      '/api/credentials',
      '/webhooks/copper',
    ]) {
      const response = await stranger.send(path);
      expect(response.status, path).toBe(401);
      expect(errorBodySchema.parse(await response.json()).message.length).toBeGreaterThan(5);
    }
  });

  it('signing in again in the same browser ends the session before: its id, replayed, opens nothing', async () => {
    const browser = browserClient(server.baseUrl);
    const host = new URL(server.baseUrl).host;
    await browser.signIn({ demo: 'olivia-grant' });
    const old = browser.cookies(host)?.get('custody_session') ?? '';
    await browser.signIn({ demo: 'marcus-chen' });
    expect(browser.cookies(host)?.get('custody_session')).not.toBe(old);
    expect((await session(browser)).person.name).toBe('Marcus Chen');
    const replay = await fetch(`${server.baseUrl}/api/session`, {
      headers: { cookie: `custody_session=${old}` },
    });
    expect(replay.status).toBe(401);
    expect(errorBodySchema.parse(await replay.json()).error).toBe('unauthenticated');
  });

  it('ends the session on sign-out, on the server too', async () => {
    const browser = browserClient(server.baseUrl);
    await browser.signIn({ demo: 'priya-natarajan' });
    const cookie = browser.cookies(new URL(server.baseUrl).host)?.get('custody_session') ?? '';
    const out = await browser.send('/auth/sign-out', { method: 'POST' });
    expect(await out.json()).toEqual({ redirectTo: '/sign-in?signedOut=1' });
    // The old cookie, replayed, opens nothing.
    const replay = await fetch(`${server.baseUrl}/api/session`, {
      headers: { cookie: `custody_session=${cookie}` },
    });
    expect(await replay.json()).toMatchObject({ signedIn: false });
  });
});
