import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  wireOrdersResponseSchema,
  wireWalletsResponseSchema,
} from '../src/shared/contracts/wire-schemas';

async function chooseOperation(page: Page, currency: RegExp, operation: RegExp) {
  await page.goto('/new/staking');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: currency }).click();
  await page.getByRole('radio', { name: operation }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=details/);
}

async function choosePortfolio(page: Page, name: RegExp) {
  await page.getByRole('combobox', { name: 'Portfolio' }).click();
  await page.getByRole('option', { name }).click();
}

/** The order's external id, read from the review table: what the API will receive. */
async function reviewedExternalOrderId(page: Page): Promise<string> {
  const row = page.getByRole('row', { name: /Order reference/ });
  return (await row.getByRole('cell').last().innerText()).trim();
}

async function ordersWithExternalId(page: Page, externalOrderId: string) {
  const response = await page.request.get(
    `/platform/orders?orderTypes=withdraw&externalOrderId=${externalOrderId}`,
  );
  expect(response.status()).toBe(200);
  return wireOrdersResponseSchema.parse(await response.json()).orders;
}

test('stakes SOL: only SOL operations are offered, the review is exact, and one order is created', async ({
  page,
}) => {
  await page.goto('/new/staking');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: /^SOL · Solana/ }).click();
  const operations = page.getByRole('radio');
  await expect(operations).toHaveCount(3);
  await expect(page.getByRole('radiogroup', { name: 'Operation' })).toContainText(
    'Complete withdrawal',
  );
  await expect(page.getByRole('radiogroup', { name: 'Operation' })).not.toContainText(
    'Claim rewards',
  );
  await page.getByRole('radio', { name: /Delegate stake/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await choosePortfolio(page, /Staking Custody/);
  const amount = page.getByRole('textbox', { name: /Amount to delegate/ });
  await amount.fill('0.1234567891');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('SOL allows 9 decimal places; this amount has 10')).toBeVisible();
  await amount.fill('0.123456789');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/step=review/);
  await expect(page.getByRole('row', { name: /^Operation/ })).toContainText('Delegate stake');
  // The exact body, with the provider's operation name, sits under Technical details.
  await page.getByRole('button', { name: 'Technical details' }).click();
  await expect(page.getByRole('figure', { name: 'Request body' })).toContainText(
    '"blockchainTransactionType": "stake-delegation"',
  );
  await expect(page.getByRole('row', { name: /Amount to delegate/ })).toContainText('0.123456789');
  const externalOrderId = await reviewedExternalOrderId(page);

  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/platform/orders') {
      posts.push(request.postData() ?? '');
    }
  });
  await page.getByRole('button', { name: 'Submit staking order' }).dblclick();
  const created = page.getByRole('status', { name: 'Order created' });
  await expect(created).toBeVisible();
  await expect(created).toContainText(externalOrderId);
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0] ?? '{}')).toMatchObject({
    orderType: 'withdraw',
    baseCurrency: 'SOL',
    mainCurrency: 'SOL',
    amount: '0.123456789',
    blockchainTransactionType: 'stake-delegation',
    externalOrderId,
  });

  const orders = await ordersWithExternalId(page, externalOrderId);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.extra?.blockchainTransactionType).toBe('stake-delegation');
  await created.getByRole('link', { name: orders[0]?.orderId ?? '' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orders[0]?.orderId ?? ''}`));
});

test('a currency with no staking operations says so and cannot go on', async ({ page }) => {
  await page.goto('/new/staking');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page
    .getByRole('option', { name: /^USDT · Tether USD on Ethereum \(no staking operations\)/ })
    .click();
  await expect(
    page.getByText(/USDT has no staking operations, so it cannot be staked here/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).not.toHaveURL(/step=details/);
  await expect(page.getByText('USDT has no staking operations', { exact: true })).toBeVisible();
});

test.describe('refusals and lost responses', () => {
  test.use({ allowedHttpStatuses: [409] });

  test('a lost response is retried with the same id and shows the one order it made', async ({
    page,
  }) => {
    await chooseOperation(page, /^ATOM · Cosmos/, /Claim rewards/);
    await choosePortfolio(page, /Staking Custody/);
    await page.getByRole('textbox', { name: /Reward amount to claim/ }).fill('1.5');
    await page.getByRole('button', { name: 'Next' }).click();
    const externalOrderId = await reviewedExternalOrderId(page);

    let lost = false;
    await page.route('**/platform/orders', async (route) => {
      if (route.request().method() !== 'POST' || lost) return route.continue();
      lost = true;
      await route.fetch();
      return route.abort('aborted');
    });
    await page.getByRole('button', { name: 'Submit staking order' }).click();
    await expect(page.getByRole('alert')).toContainText('Cannot reach the server');
    // Nothing typed is lost, and the retry carries the same external order id.
    expect(await reviewedExternalOrderId(page)).toBe(externalOrderId);
    await page.getByRole('button', { name: 'Try again' }).click();
    const created = page.getByRole('status', { name: 'Order created' });
    await expect(created).toContainText('An earlier attempt had already created this order');
    expect(await ordersWithExternalId(page, externalOrderId)).toHaveLength(1);
  });

  test('insufficient funds is shown on the amount step with the input kept', async ({ page }) => {
    await chooseOperation(page, /^SOL · Solana/, /Delegate stake/);
    await choosePortfolio(page, /Client Payments/);
    await page.getByRole('button', { name: 'Max' }).click();
    const amount = page.getByRole('textbox', { name: /Amount to delegate/ });
    const typed = await amount.inputValue();
    const wallets = wireWalletsResponseSchema.parse(
      await (await page.request.get('/platform/wallets')).json(),
    );
    expect(wallets.wallets.some((wallet) => wallet.available === typed)).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Submit staking order' }).click();
    // The fee comes on top of the whole available balance, so the API refuses.
    await expect(page).toHaveURL(/step=details/);
    await expect(page.getByRole('alert')).toContainText('insufficient-funds');
    await expect(amount).toHaveValue(typed);
  });
});

test('leaving with unsaved input asks first', async ({ page }) => {
  await chooseOperation(page, /^DOT · Polkadot/, /Chill/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Orders' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Leave without submitting?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/new\/staking/);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Orders' })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave and discard' }).click();
  await expect(page).toHaveURL(/\/orders/);
});
