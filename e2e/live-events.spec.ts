import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { E2E_PORT } from './ports';
import { signIn, type Person } from './people';
import { startServer, type ServerProcess } from './server-process';
import {
  wireCryptoAddressesResponseSchema,
  wireOrderSchema,
  wirePortfoliosResponseSchema,
} from '../src/shared/contracts/wire-schemas';

async function personAt(
  browser: Browser,
  person: Person,
  baseURL = `http://127.0.0.1:${E2E_PORT}`,
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page.request, person);
  return page;
}

/** Olivia places a Treasury Vault withdrawal (two approvers) through her own session. */
async function placeVaultWithdrawal(page: Page, reference: string) {
  const { portfolios } = wirePortfoliosResponseSchema.parse(
    await (await page.request.get('/platform/portfolios')).json(),
  );
  const { cryptoAddresses } = wireCryptoAddressesResponseSchema.parse(
    await (await page.request.get('/platform/crypto-addresses')).json(),
  );
  const response = await page.request.post('/platform/orders', {
    data: {
      orderType: 'withdraw',
      externalOrderId: reference,
      portfolioId: portfolios.find((entry) => entry.portfolioName === 'Treasury Vault')
        ?.portfolioId,
      baseCurrency: 'ETH',
      mainCurrency: 'ETH',
      amount: '0.0375',
      toCryptoAddressId: cryptoAddresses.find((entry) => entry.name === 'Coinbase Prime settlement')
        ?.cryptoAddressId,
    },
  });
  expect(response.status()).toBe(200);
  return wireOrderSchema.parse(await response.json());
}

test('an approver is told the moment an order needs them, with no reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const marcus = await personAt(browser, 'marcus-chen');
  try {
    await marcus.goto('/co-sign');
    await expect(marcus.getByRole('status', { name: /^Live/ })).toBeVisible();
    const bell = marcus.getByRole('button', { name: /^Notifications/ });
    const before = await bell.getAttribute('aria-label');

    // The sandbox takes the order to co-sign-require on its next tick; the webhook, the
    // server's live stream and the browser do the rest.
    const first = await placeVaultWithdrawal(page, `e2e-live-${Date.now()}`);
    const queueItem = (orderId: string) =>
      marcus.getByRole('region', { name: 'Awaiting me' }).locator(`[data-order-id="${orderId}"]`);
    await expect(queueItem(first.orderId)).toBeVisible({ timeout: 10_000 });
    await expect(bell).not.toHaveAttribute('aria-label', before ?? '');
    await expect(bell).toHaveAttribute('aria-label', /waiting for you/);

    await bell.click();
    const drawer = marcus.getByRole('dialog', { name: 'Waiting for you' });
    await expect(drawer.getByText('Waiting for your approval').first()).toBeVisible();
    await drawer.getByRole('link', { name: 'Review the order' }).first().click();
    await expect(marcus).toHaveURL(/\/co-sign\/[^/?]+$/);
  } finally {
    await marcus.context().close();
  }
});

test.describe('when the live stream is cut', () => {
  let server: ServerProcess | undefined;
  test.afterAll(async () => server?.kill());

  test('the approver still gets the order the moment the stream is back', async ({ browser }) => {
    test.setTimeout(120_000);
    // A server of its own whose streams end every two seconds, as a load balancer or a
    // restart would cut them; the browser reconnects and resumes from the last event it saw.
    server = await startServer(E2E_PORT + 20, {
      LIVE_STREAM_MAX_SECONDS: '2',
      SANDBOX_LIFECYCLE_STEP_MS: '500',
    });
    const marcus = await personAt(browser, 'marcus-chen', server.baseUrl);
    const olivia = await personAt(browser, 'olivia-grant', server.baseUrl);
    try {
      await marcus.goto('/co-sign');
      await expect(marcus.getByRole('status', { name: /^Live/ })).toBeVisible();
      // The next reconnection fails: the stream stays down.
      await marcus.route('**/api/events', (route) => route.abort());
      await expect(marcus.getByRole('status', { name: /^Reconnecting/ })).toBeVisible({
        timeout: 10_000,
      });

      const missed = await placeVaultWithdrawal(olivia, `e2e-live-cut-${Date.now()}`);
      const item = marcus
        .getByRole('region', { name: 'Awaiting me' })
        .locator(`[data-order-id="${missed.orderId}"]`);
      await expect
        .poll(
          async () =>
            wireOrderSchema.parse(
              await (await olivia.request.get(`/platform/orders/${missed.orderId}`)).json(),
            ).status,
          { timeout: 15_000 },
        )
        .toBe('co-sign-require');
      await expect(item).toHaveCount(0);

      await marcus.unroute('**/api/events');
      await expect(marcus.getByRole('status', { name: /^Live/ })).toBeVisible({ timeout: 10_000 });
      await expect(item).toBeVisible({ timeout: 2_000 });
      await expect(marcus.getByRole('button', { name: /^Notifications/ })).toHaveAttribute(
        'aria-label',
        /waiting for you/,
        { timeout: 2_000 },
      );
    } finally {
      await marcus.context().close();
      await olivia.context().close();
    }
  });
});
