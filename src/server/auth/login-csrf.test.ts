import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '../../shared/session';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function sessionCookieOf(browser: BrowserClient): string | undefined {
  return browser.cookies(new URL(server.baseUrl).host)?.get('custody_session');
}

async function signedInAs(browser: BrowserClient): Promise<string | undefined> {
  const response = await browser.send('/api/session');
  if (response.status === 401) return undefined;
  return sessionSchema.parse(await response.json()).person.name;
}

/**
 * Login CSRF: an attacker starts a sign-in in their own browser, signs in at the provider as
 * themselves, and hands the unused callback URL to a victim. Before the flow was bound to the
 * browser that began it, the victim's browser finished it: signed in as the attacker (ending
 * the victim's own session), so a key the victim then added landed in the attacker's account.
 */
describe('a sign-in finishes only in the browser that began it', () => {
  it('a signed-in victim who opens the attacker’s callback stays signed in as themselves', async () => {
    const attacker = browserClient(server.baseUrl);
    const victim = browserClient(server.baseUrl);
    await victim.signIn({ demo: 'olivia-grant' });
    const before = sessionCookieOf(victim);

    const callback = await attacker.unusedCallback({ demo: 'henrik-larsen' });
    const opened = await victim.send(callback);

    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/sign-in?error=browser');
    expect(opened.headers.getSetCookie().join('\n')).not.toContain('custody_session=');
    expect(sessionCookieOf(victim)).toBe(before);
    expect(await signedInAs(victim)).toBe('Olivia Grant');
  });

  it('a signed-out victim who opens it stays signed out', async () => {
    const attacker = browserClient(server.baseUrl);
    const victim = browserClient(server.baseUrl);
    const callback = await attacker.unusedCallback({ demo: 'henrik-larsen' });
    const opened = await victim.send(callback);
    expect(opened.headers.get('location')).toBe('/sign-in?error=browser');
    expect(await signedInAs(victim)).toBeUndefined();
  });

  it('a victim mid-way through a sign-in of their own is not signed in as the attacker either', async () => {
    const attacker = browserClient(server.baseUrl);
    const victim = browserClient(server.baseUrl);
    // The victim holds a flow cookie of their own, for a flow of their own: not the attacker's.
    await victim.openSignInPage();
    const callback = await attacker.unusedCallback({ demo: 'henrik-larsen' });
    expect((await victim.send(callback)).headers.get('location')).toBe('/sign-in?error=browser');
    expect(await signedInAs(victim)).toBeUndefined();
  });

  it('the browser that began it still finishes it, in another tab too', async () => {
    const person = browserClient(server.baseUrl);
    // Two sign-ins begun side by side (two tabs) both finish.
    const first = await person.unusedCallback({ demo: 'marcus-chen' }, '/co-sign');
    const second = await person.unusedCallback({ demo: 'marcus-chen' }, '/orders');
    const landed = await person.follow(first);
    expect(landed.url.pathname).toBe('/co-sign');
    expect(await signedInAs(person)).toBe('Marcus Chen');
    expect((await person.follow(second)).url.pathname).toBe('/orders');
    expect(await signedInAs(person)).toBe('Marcus Chen');
  });

  it('sets the flow cookie HttpOnly, SameSite=Lax and short-lived', async () => {
    const start = await browserClient(server.baseUrl).send('/auth/sign-in');
    const line =
      start.headers.getSetCookie().find((entry) => entry.startsWith('custody_sign_in=')) ?? '';
    expect(line).toMatch(/^custody_sign_in=[\w-]{40,};/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=600/);
    expect(line).toMatch(/Path=\/;/);
  });
});
