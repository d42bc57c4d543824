import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sandboxIdentities } from '../src/sandbox/identities';
import { expect, test } from './fixtures';

/** Every credential the server holds; none may ever reach the browser. */
const secrets = sandboxIdentities.flatMap((identity) => [identity.apiKey, identity.apiSecret]);

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('the built app contains no API key or secret', async () => {
  test.skip(process.env.E2E_SERVER === 'dev', 'checks the production build');
  const files = await filesUnder('dist');
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = await readFile(file, 'utf8');
    for (const secret of secrets) {
      expect(text.includes(secret), `${secret} found in ${file}`).toBe(false);
    }
  }
});

test('no response to the browser carries an API key or secret', async ({ page }) => {
  const checked: string[] = [];
  const leaks: string[] = [];
  const check = (url: string, headers: Record<string, string>, body: string) => {
    checked.push(url);
    const headerText = JSON.stringify(headers);
    for (const secret of secrets) {
      if (body.includes(secret) || headerText.includes(secret)) leaks.push(url);
    }
  };
  // Every answer passes through the test before the page sees it: its body is read in full
  // here, so no body goes unchecked, whatever the page does next (a navigation cannot discard
  // it). The live-event stream never ends, so only its headers are checked; every event it
  // carries is also served by a read that passes through here.
  await page.route(
    (url) => url.pathname !== '/api/events',
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const body = await response.body();
      const headers = response.headers();
      check(route.request().url(), headers, body.toString('utf8'));
      // The fetched body arrives decoded: send it on without the encoding it no longer has.
      const passedOn = Object.fromEntries(
        Object.entries(headers).filter(
          ([name]) => name !== 'content-encoding' && name !== 'content-length',
        ),
      );
      await route.fulfill({ status: response.status(), headers: passedOn, body });
    },
  );
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== '/api/events') return;
    check(response.url(), response.headers(), '');
  });
  for (const view of ['/orders', '/co-sign', '/clearloop/exchanges', '/loans', '/files']) {
    await page.goto(view);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  // The check saw the API's answers, not only the page's files.
  expect(
    checked.filter((url) => new URL(url).pathname.startsWith('/platform/')).length,
  ).toBeGreaterThan(5);
  expect(leaks).toEqual([]);
});

test('the served HTML carries the security headers', async ({ request }) => {
  test.skip(process.env.E2E_SERVER === 'dev', 'headers are set by the production server');
  const response = await request.get('/orders');
  expect(response.status()).toBe(200);
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  // The page itself has no inline script for the CSP to block.
  expect(await response.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
});

test('the production build ships no source maps, and a .map URL answers 404', async ({
  request,
}) => {
  test.skip(process.env.E2E_SERVER === 'dev', 'checks the production build');
  const files = await filesUnder('dist');
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  const script = files.find((file) => /assets[\\/]index-.*\.js$/.test(file));
  expect(script, 'the entry chunk in dist/assets').toBeDefined();
  const mapUrl = `/assets/${path.basename(script ?? '')}.map`;
  const response = await request.get(mapUrl);
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type'] ?? '').not.toMatch(/html|json/);
});
