import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sandboxIdentities } from '../src/server/sandbox/identities';
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
  // Each body is read as it arrives and every read is awaited before the page moves on, so a
  // late answer is still checked and a body that cannot be read fails the test.
  const reads: Promise<void>[] = [];
  const unreadable: string[] = [];
  page.on('response', (response) => {
    const url = response.url();
    const stream = (response.headers()['content-type'] ?? '').startsWith('text/event-stream');
    const redirect = response.status() >= 300 && response.status() < 400;
    // A redirect has no body, and the live-event stream never ends: only their headers are
    // checked, and every event the stream carries is also served by a read checked here.
    const body = stream || redirect ? Promise.resolve('') : response.text();
    reads.push(
      Promise.all([response.allHeaders(), body]).then(
        ([headers, text]) => check(url, headers, text),
        (error: unknown) => {
          unreadable.push(`${url}: ${String(error)}`);
        },
      ),
    );
  });
  for (const view of ['/orders', '/co-sign', '/clearloop/exchanges', '/loans', '/files']) {
    await page.goto(view);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await Promise.all(reads);
  }
  expect(unreadable).toEqual([]);
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
