import { expect, test } from './fixtures';

/** The orders list's own request; the co-sign badge's queue query (with `statuses`) is left alone. */
const ordersApi = (url: URL) =>
  url.pathname === '/platform/orders' && !url.searchParams.has('statuses');

test.describe('API faults', () => {
  test.use({
    allowedHttpStatuses: [429, 503],
    // The router reports a loader's final error to the console; here it is the injected one.
    allowedConsoleErrors: [/Upstream maintenance/],
  });

  test('a 429 shows the rate-limit countdown, then the data arrives', async ({ page }) => {
    // It waits out the provider's Retry-After and then up to 30 s for the table: more than the
    // default budget of a whole test.
    test.setTimeout(60_000);
    let throttled = 0;
    await page.route(ordersApi, async (route) => {
      // Two refusals: whichever of the route's prefetch and the view's query asks first, one of them retries.
      if (throttled < 2) {
        throttled += 1;
        await route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'Retry-After': '5' },
          body: JSON.stringify({ error: 'too-many-requests', message: 'Rate limit reached' }),
        });
      } else {
        await route.continue();
      }
    });
    await page.goto('/orders');
    // The injected answer asks for 5 s, the same as the first step of the backoff.
    await expect(page.getByText(/^Rate limited: retrying in [1-5] s$/)).toBeVisible();
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('Rate limited')).toBeHidden();
  });

  test('a persistent 5xx is retried a bounded number of times, then offers a retry', async ({
    page,
  }) => {
    let failures = 0;
    let healthy = false;
    await page.route(ordersApi, async (route) => {
      if (healthy) {
        await route.continue();
        return;
      }
      failures += 1;
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'unavailable', message: 'Upstream maintenance' }),
      });
    });
    await page.goto('/orders');
    await expect(page.getByRole('alert')).toContainText('Upstream maintenance', {
      timeout: 20_000,
    });
    // Bounded: once the error is shown, nothing keeps hammering the failing endpoint.
    const shownAfter = failures;
    expect(shownAfter).toBeGreaterThanOrEqual(4);
    await page.waitForTimeout(3_000);
    expect(failures).toBe(shownAfter);
    healthy = true;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  });
});

test.describe('contract failures', () => {
  test.use({ allowedConsoleErrors: [/Unexpected answer from \/orders/] });

  test('an answer whose envelope breaks its contract names the endpoint instead of going blank', async ({
    page,
  }) => {
    await page.route(ordersApi, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        // An item that cannot be read is set aside on its own; a list that is no list is not.
        body: JSON.stringify({ orders: { orderId: 42 } }),
      }),
    );
    await page.goto('/orders');
    await expect(page.getByRole('alert')).toContainText('The API answered in an unexpected format');
    await expect(page.getByRole('alert')).toContainText('/orders');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});

test.describe('offline', () => {
  // The page learns it is offline a moment after the network goes: a request it starts in that
  // moment (a refresh, the live stream's catch-up) fails as disconnected, which is the point.
  test.use({
    allowedRequestFailures: ['net::ERR_INTERNET_DISCONNECTED'],
    allowedConsoleErrors: [/ERR_INTERNET_DISCONNECTED/],
  });

  test('going offline shows a banner that leaves when the connection returns', async ({
    page,
    context,
  }) => {
    await page.goto('/orders');
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expect(page.getByText('You are offline')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('You are offline')).toBeHidden();
    await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  });
});
