import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserClient } from '../testing/browser-client';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/**
 * `returnTo` values an attacker puts in a sign-in link, as the server receives them (decoded
 * once). Before the fix, the first answered `Location: /\t/evil.example`, which Chromium
 * follows to http://evil.example/, and CR or LF answered 500.
 */
const offSite = [
  '/\t/evil.example',
  '/\t\t/evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/.//evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%09/evil.example',
  'https://evil.example/',
  'http:evil.example',
  'javascript:alert(document.cookie)',
  'data:text/html,<script>alert(1)</script>',
  '/\r\nSet-Cookie: planted=1',
  '/\n/evil.example',
  '/orders\r',
  '/\u0000',
  '/orders\u0000/x',
  '/\u007f/evil.example',
  '',
  'orders',
];

describe('where a sign-in returns to', () => {
  it.each(offSite)(
    '%j falls back to / on this dashboard, never another site or a 500',
    async (returnTo) => {
      const browser = browserClient(server.baseUrl);
      const start = await browser.send(`/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
      expect(start.status).toBe(302);
      const { landed, response } = await browser.signIn({ demo: 'olivia-grant' }, returnTo);
      expect(response.status).toBeLessThan(500);
      expect(landed.origin).toBe(server.baseUrl);
      expect(landed.pathname).toBe('/');
      expect(landed.search).toBe('');
    },
  );

  it.each([
    ['/orders?statuses=executed&limit=50', '/orders?statuses=executed&limit=50'],
    ['/co-sign/order-123', '/co-sign/order-123'],
    ['/orders/a%20b', '/orders/a%20b'],
    ['/activity?q=caf%C3%A9', '/activity?q=caf%C3%A9'],
    ['/orders/../co-sign', '/co-sign'],
  ])('keeps a path on this dashboard: %j', async (returnTo, expected) => {
    const browser = browserClient(server.baseUrl);
    const { landed } = await browser.signIn({ demo: 'olivia-grant' }, returnTo);
    expect(landed.origin).toBe(server.baseUrl);
    expect(`${landed.pathname}${landed.search}`).toBe(expected);
  });
});
