import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { listAllOrders } from './orders-api';

test('the CSV export holds every matching order across pages, amounts exact', async ({
  page,
  request,
}) => {
  // More than a thousand orders, read a page at a time from the sandbox and written to CSV.
  test.setTimeout(90_000);
  // Without a status filter the set cannot shift while statuses move on.
  const query = { orderTypes: 'withdraw,deposit', excludedPortfolioTypes: 'external' };
  const expected = await listAllOrders(request, query);
  // More than one export page, so the export has to walk.
  expect(expected.length).toBeGreaterThan(1000);

  await page.goto(`/orders?${new URLSearchParams(query).toString()}`);
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await page.getByRole('menuitem', { name: /^API fields/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-api-fields-.*\.csv$/);
  await expect(
    page.getByText(`Exported ${expected.length.toLocaleString('en-US')} orders`),
  ).toBeVisible();

  const text = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  expect(parsed.data).toHaveLength(expected.length);
  const amounts = new Map(expected.map((order) => [order.orderId, order.amount]));
  for (const row of parsed.data) {
    expect(row.amount).toBe(amounts.get(row.orderId ?? ''));
    expect(row.portfolioType).not.toBe('external');
  }
});

test('an export can be cancelled and saves nothing', async ({ page }) => {
  // The export's first page goes through; the next is held until the operator has cancelled,
  // so the cancel lands mid-way however fast or slow the machine is.
  let exportPages = 0;
  let releaseHeldPages = () => {};
  const cancelled = new Promise<void>((resolve) => {
    releaseHeldPages = resolve;
  });
  await page.route('**/platform/orders?*', async (route) => {
    if (new URL(route.request().url()).searchParams.get('limit') === '1000') {
      exportPages += 1;
      if (exportPages > 1) await cancelled;
    }
    await route.continue().catch(() => undefined);
  });
  await page.goto('/orders');
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await page.getByRole('button', { name: 'Export CSV' }).click();
  await page.getByRole('menuitem', { name: /^API fields/ }).click();
  await expect(page.getByText(/Exporting… .* orders/)).toBeVisible();
  await expect.poll(() => exportPages).toBe(2);
  await page.getByRole('button', { name: 'Cancel export' }).click();
  // Only the first page had come back when the export stopped.
  await expect(
    page.getByText('Export cancelled after 1,000 orders; no file was saved.'),
  ).toBeVisible();
  releaseHeldPages();
  expect(downloaded).toBe(false);
});
