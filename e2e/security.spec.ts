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
  const leaks: string[] = [];
  page.on('response', (response) => {
    void response
      .text()
      .then((body) => {
        const headers = JSON.stringify(response.headers());
        for (const secret of secrets) {
          if (body.includes(secret) || headers.includes(secret)) leaks.push(response.url());
        }
      })
      .catch(() => undefined);
  });
  for (const view of ['/orders', '/co-sign', '/clearloop/exchanges', '/loans', '/files']) {
    await page.goto(view);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
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
