import { expect, test } from './fixtures';

test('the orders page lists the first page of seeded orders', async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Orders' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(page.getByText('Orders 1–50')).toBeVisible();
  // Every row carries an order link, an amount and a status from the API.
  const first = rows.first();
  await expect(first.getByRole('link')).toHaveText(/\S+/);
  await expect(first.locator('.mantine-Badge-root')).toHaveText(/\S+/);
});

test('the URL chooses the page size and order types', async ({ page }) => {
  await page.goto('/orders?orderTypes=deposit&limit=200');
  const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const types = await rows.locator('td:nth-child(3)').allInnerTexts();
  expect(new Set(types)).toEqual(new Set(['deposit']));
  expect(types.length).toBeGreaterThan(50);
});

test('acting as another identity re-signs and reloads the data', async ({ page }) => {
  await page.goto('/orders');
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Acting as' }).click();
  const reload = page.waitForResponse((response) => response.url().includes('/platform/orders'));
  await page.getByRole('option', { name: /Marcus Chen/ }).click();
  expect((await reload).status()).toBe(200);
  await expect(page.getByText('Now acting as Marcus Chen (Approver).')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Acting as' })).toHaveValue(/Marcus Chen/);
});
