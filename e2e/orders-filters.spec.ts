import { expect, test } from './fixtures';
import { listOrders } from './orders-api';
import { wireOrdersResponseSchema } from '../src/shared/contracts/wire-schemas';

test('several filters from the bar land in the URL, and the rows agree with the API', async ({
  page,
}) => {
  await page.goto('/orders?limit=200');
  const table = page.getByRole('table', { name: 'Orders' });
  // The first page load of a run may be slow while the server warms up.
  await expect(table).toBeVisible({ timeout: 30_000 });

  await page.getByRole('group', { name: 'Order types' }).getByText('Withdrawals').click();
  await expect(page).toHaveURL(/orderTypes=deposit(&|$)/);
  await page.getByRole('group', { name: 'Status groups' }).getByText('Completed').click();
  await expect(page).toHaveURL(/statuses=executed,settled/);
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByRole('combobox', { name: 'Network (main currency)' }).fill('ETH');
  // The sandbox's clock keeps executing orders, so the rows are checked against the very
  // answer the page received for these filters rather than a later request.
  const answered = page.waitForResponse(
    (response) =>
      response.url().includes('/platform/orders?') && response.url().includes('mainCurrencies=ETH'),
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/mainCurrencies=ETH/);

  const url = new URL(page.url());
  const query = Object.fromEntries(url.searchParams);
  expect(query).toMatchObject({
    orderTypes: 'deposit',
    statuses: 'executed,settled',
    mainCurrencies: 'ETH',
    limit: '200',
  });
  const answer = await answered;
  expect(new URL(answer.url()).searchParams.get('statuses')).toBe('executed,settled');
  const expected = wireOrdersResponseSchema.parse(await answer.json()).orders;
  expect(expected.length).toBeGreaterThan(0);
  await expect(table).toHaveAttribute('aria-rowcount', String(expected.length + 1));
  const rendered = await table
    .locator('tbody tr[data-row-index] a[title]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('title')));
  expect(rendered.length).toBeGreaterThan(3);
  expect(rendered).toEqual(expected.slice(0, rendered.length).map((order) => order.orderId));

  // Back undoes the last filter; the reset clears them all at once.
  await page.goBack();
  await expect(page).not.toHaveURL(/mainCurrencies/);
  await expect(page).toHaveURL(/statuses=executed,settled/);
  await page.getByRole('button', { name: /Clear \d+ filters?/ }).click();
  await expect(page).toHaveURL(/\/orders\?limit=200$/);
  await expect(page.getByRole('button', { name: 'No filters applied' })).toBeDisabled();
});

test('the search box finds an order by its exact transaction id', async ({ page, request }) => {
  const candidates = await listOrders(request, {
    orderTypes: 'withdraw',
    statuses: 'executed',
    limit: '50',
    offset: '0',
  });
  const target = candidates.find((order) => order.extra?.transactionId);
  const transactionId = target?.extra?.transactionId;
  if (!target || !transactionId)
    throw new Error('the seed has executed withdrawals with a transaction id');

  await page.goto('/orders');
  const find = page.getByRole('textbox', { name: 'Find an order' });
  await find.fill(transactionId.toUpperCase());
  await find.press('Enter');
  await expect(page).toHaveURL(new RegExp(`searchQuery=${transactionId.toUpperCase()}`));
  const table = page.getByRole('table', { name: 'Orders' });
  const expected = await listOrders(request, {
    orderTypes: 'withdraw,deposit',
    searchQuery: transactionId.toUpperCase(),
  });
  await expect(table).toHaveAttribute('aria-rowcount', String(expected.length + 1));
  await expect(table.getByRole('link', { name: `Order ${target.orderId}` })).toBeVisible();
});

test('a filter nothing matches says so and offers to clear the filters', async ({ page }) => {
  await page.goto('/orders?externalOrderId=no-such-order-anywhere');
  await expect(page.getByText('No orders match')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
});

test('a shared link reproduces a filtered page, including dates and paging', async ({
  page,
  request,
}) => {
  const now = Date.now();
  const query = {
    orderTypes: 'withdraw',
    createdAtFrom: String(now - 30 * 24 * 3600_000),
    createdAtTo: String(now),
    limit: '50',
    offset: '50',
  };
  await page.goto(`/orders?${new URLSearchParams(query).toString()}`);
  const expected = await listOrders(request, query);
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table).toHaveAttribute('aria-rowcount', String(expected.length + 1));
  await expect(page.getByText(`Rows 51–${50 + expected.length}`)).toBeVisible();
  // The date filter shows the linked range (More filters opens by itself when one is set).
  await expect(page.getByRole('button', { name: 'Created between' })).toContainText(' – ');
  await expect(
    table.locator('tbody tr[data-row-index="0"]').getByRole('link', {
      name: `Order ${expected[0]?.orderId}`,
    }),
  ).toBeVisible();
});
