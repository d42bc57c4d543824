import type { APIRequestContext, Page } from '@playwright/test';
import { browserClient } from '../src/server/testing/browser-client';
import { expect, test } from './fixtures';

/** Where an attacker's link would send a browser: answered here, so a lapse shows as a page. */
async function catchOffSite(page: Page) {
  await page.route(
    (url) => url.hostname === 'evil.example',
    (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>evil.example</h1>' }),
  );
}

/**
 * The attacker's half: in their own browser, sign in at the provider as `person` (one click)
 * and keep the URL it sends the browser back to, unused.
 */
async function unusedCallback(request: APIRequestContext, person: string): Promise<string> {
  let response = await request.get('/auth/sign-in', { maxRedirects: 0 });
  let url = new URL(response.url());
  for (let hop = 0; hop < 10 && !url.pathname.startsWith('/idp/interaction/'); hop += 1) {
    url = new URL(response.headers()['location'] ?? '', url);
    response = await request.get(url.toString(), { maxRedirects: 0 });
  }
  response = await request.post(`${url.pathname}/demo`, {
    form: { accountId: person },
    maxRedirects: 0,
  });
  for (let hop = 0; hop < 10; hop += 1) {
    url = new URL(response.headers()['location'] ?? '', url);
    if (url.pathname === '/auth/callback') return url.toString();
    response = await request.get(url.toString(), { maxRedirects: 0 });
  }
  throw new Error('The provider never sent the attacker back');
}

test.describe('login CSRF across two browsers', () => {
  test('the attacker’s unused callback, opened by a signed-in victim, leaves her signed in as herself', async ({
    page,
    browser,
    baseURL,
  }) => {
    // The attacker signs in at the provider in their own browser and keeps the way back.
    const attackerContext = await browser.newContext({ baseURL });
    const callback = await unusedCallback(attackerContext.request, 'henrik-larsen');
    await attackerContext.close();

    // Olivia (the page's person) opens it.
    await page.goto('/orders');
    await expect(page.getByRole('banner').getByText('Olivia Grant', { exact: true })).toBeVisible();
    await page.goto(callback);
    await expect(page).toHaveURL(/\/sign-in\?error=browser$/);
    await expect(page.getByRole('alert')).toContainText(
      'This sign-in did not start in this browser',
    );
    await page.goto('/orders');
    await expect(page.getByRole('banner').getByText('Olivia Grant', { exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByText('Henrik Larsen')).toHaveCount(0);
  });
});

test.describe('signed out', () => {
  test.use({ person: null, allowedHttpStatuses: [401, 429] });

  test('no returnTo takes Chromium off the site after sign-in', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await catchOffSite(page);
    const variants = [
      '/\t/evil.example',
      '//evil.example',
      '/\\evil.example',
      '/%2F%2Fevil.example',
      '/.//evil.example',
      'https://evil.example/',
      'javascript:alert(document.domain)',
      '/\r\n/evil.example',
      '/\u0000/evil.example',
    ];
    for (const returnTo of variants) {
      await page.goto(`/auth/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
      await page.getByRole('button', { name: /^Olivia Grant/ }).click();
      await expect(
        page.getByRole('banner').getByText('Olivia Grant', { exact: true }),
      ).toBeVisible();
      expect(new URL(page.url()).origin, JSON.stringify(returnTo)).toBe(baseURL);
      expect(new URL(page.url()).pathname, JSON.stringify(returnTo)).not.toContain('evil');
    }
  });

  test('a stranger’s wrong passwords do not keep Henrik out: his password and one click both work', async ({
    page,
    baseURL,
  }) => {
    // Twelve wrong passwords for Henrik from another address (a loopback alias).
    const stranger = browserClient(baseURL ?? '', { from: '127.0.0.2' });
    const statuses: number[] = [];
    const form = await stranger.openSignInPage();
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const answer = await stranger.send(
        `${form.url.pathname}/login`,
        stranger.form({ email: 'henrik.larsen@northwind.example', password: `guess-${attempt}` }),
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);

    await page.goto('/');
    await page.getByLabel('Email').fill('henrik.larsen@northwind.example');
    await page.getByLabel('Password').fill('henrik-sandbox');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const header = page.getByRole('banner');
    await expect(header.getByText('Henrik Larsen', { exact: true })).toBeVisible();

    await header.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in\?signedOut=1/);
    await page.getByRole('link', { name: 'Sign in again' }).click();
    await page.getByRole('button', { name: /^Henrik Larsen/ }).click();
    await expect(header.getByText('Henrik Larsen', { exact: true })).toBeVisible();
    // The stranger's own address was made to wait.
    expect(statuses).toContain(429);
  });
});

test('signing in as someone else passes the provider’s self-submitting sign-out form under its CSP', async ({
  page,
}) => {
  // Olivia is signed in (also at the provider); Marcus takes over the browser.
  await page.goto('/orders');
  await expect(page.getByRole('banner').getByText('Olivia Grant', { exact: true })).toBeVisible();
  await page.goto('/auth/sign-in?returnTo=%2Fco-sign');
  await page.getByRole('button', { name: /^Marcus Chen/ }).click();
  await expect(page).toHaveURL(/\/co-sign$/);
  await expect(page.getByRole('banner').getByText('Marcus Chen', { exact: true })).toBeVisible();
});
