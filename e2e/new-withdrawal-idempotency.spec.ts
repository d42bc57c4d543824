import { expect, test } from './fixtures';
import {
  chooseAddress,
  chooseSource,
  countOrderPosts,
  enterAmount,
  ordersWithExternalId,
  reviewedExternalOrderId,
} from './new-withdrawal-helpers';

test.describe.configure({ timeout: 90_000 });

test('a double click on submit sends one request and creates one order', async ({ page }) => {
  const posts = countOrderPosts(page);
  await chooseSource(page, /^Treasury Vault/, /^SOL on Solana/);
  await chooseAddress(page, /^Blue Harbor SOL/);
  await enterAmount(page, '0.000000001');
  const externalOrderId = await reviewedExternalOrderId(page);

  await page.getByRole('button', { name: 'Submit withdrawal' }).dblclick();
  await expect(page.getByText('Withdrawal created', { exact: true })).toBeVisible();
  expect(posts()).toBe(1);
  const orders = await ordersWithExternalId(page, externalOrderId);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.amount).toBe('0.000000001');
});

test.describe('a network failure mid-submit', () => {
  // The retry meets the first attempt's order: the API's duplicate answer is expected.
  test.use({ allowedHttpStatuses: [409] });

  test('then a retry ends with exactly one order, shown as created', async ({ page }) => {
    let dropped = false;
    // The first POST reaches the server and creates the order, but its answer never arrives.
    await page.route('**/platform/orders', async (route) => {
      if (route.request().method() !== 'POST' || dropped) return route.fallback();
      dropped = true;
      await route.fetch();
      await route.abort('aborted');
    });
    const posts = countOrderPosts(page);
    await chooseSource(page, /^Client Payments/, /^USDT on Ethereum/);
    await chooseAddress(page, /^Payroll provider USDT/);
    await enterAmount(page, '123.456789');
    const externalOrderId = await reviewedExternalOrderId(page);

    await page.getByRole('button', { name: 'Submit withdrawal' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Cannot reach the server' });
    await expect(failure).toContainText('Trying again is safe');
    await expect(page).toHaveURL(/step=review/);
    expect(await reviewedExternalOrderId(page)).toBe(externalOrderId);
    expect(await ordersWithExternalId(page, externalOrderId)).toHaveLength(1);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Withdrawal created (by an earlier attempt)')).toBeVisible();
    expect(posts()).toBe(2);
    const orders = await ordersWithExternalId(page, externalOrderId);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.amount).toBe('123.456789');
    await expect(page.getByRole('link', { name: orders[0]?.orderId ?? 'missing' })).toBeVisible();
  });
});
