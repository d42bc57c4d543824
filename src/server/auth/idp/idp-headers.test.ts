import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../../testing/browser-client';
import { startTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function expectGuarded(response: Response, what: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("form-action 'self'");
  expect(response.headers.get('x-frame-options'), what).toBe('DENY');
  expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), what).toBe('same-origin');
}

/** The SHA-256 of each inline script of a page, as CSP names them. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script = '']) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
  );
}

// Before: discovery, the end-session page and the provider's error pages carried no CSP,
// X-Frame-Options or nosniff (oidc-provider writes to the socket, past the app's headers).
describe('the embedded identity provider’s answers carry the security headers', () => {
  it.each([
    ['discovery', '/idp/.well-known/openid-configuration', 200],
    ['its signing keys', '/idp/jwks', 200],
    ['an error page (unknown client)', '/idp/auth?client_id=nobody&response_type=code', 400],
    ['an unknown path', '/idp/no-such-thing', 404],
    ['an expired interaction', '/idp/interaction/no-such-uid', 400],
  ])('%s', async (what, path, status) => {
    const response = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' });
    expect(response.status, what).toBe(status);
    expectGuarded(response, what);
  });

  it('the sign-in page', async () => {
    const browser = browserClient(server.baseUrl);
    const start = await browser.send('/auth/sign-in');
    const authorize = await browser.send(start.headers.get('location') ?? '');
    expectGuarded(authorize, 'the authorization redirect');
    const page = await browser.send(authorize.headers.get('location') ?? '');
    expect(page.status).toBe(200);
    expectGuarded(page, 'the sign-in page');
  });

  it('the end-session page: its CSP allows exactly the script that submits its form', async () => {
    const response = await fetch(`${server.baseUrl}/idp/session/end`);
    expect(response.status).toBe(200);
    expectGuarded(response, 'the end-session page');
    const html = await response.text();
    expect(html).toContain('document.forms[0].submit()');
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(1);
    for (const hash of hashes) expect(scriptSrc).toContain(hash);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it('the sign-out question for someone signed in there, and the page after it, fetch nothing from elsewhere', async () => {
    const browser = browserClient(server.baseUrl);
    await browser.signIn({ demo: 'henrik-larsen' });
    const question = await browser.send('/idp/session/end');
    expect(question.status).toBe(200);
    expectGuarded(question, 'the sign-out question');
    const html = await question.text();
    expect(html).toContain('Sign out of Custody Ops?');
    for (const [link] of html.matchAll(/https?:\/\/[^"'\s)]+/g)) {
      expect(link.startsWith(`${server.baseUrl}/`), link).toBe(true);
    }
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const { response, url } = await browser.follow(
      '/idp/session/end/confirm',
      browser.form({ xsrf, logout: 'yes' }),
    );
    expect(url.pathname).toBe('/idp/session/end/success');
    expectGuarded(response, 'the signed-out page');
    expect(await response.text()).toContain('You are signed out');
  });
});
