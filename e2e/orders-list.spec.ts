import { expect, test } from './fixtures';
import { listOrders } from './orders-api';
import { rewriteJsonAnswer } from './rewrite-answer';

test('the orders page lists the first page of seeded orders', async ({ page, request }) => {
  await page.goto('/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Orders' });
  // Rows are virtualized: the table announces all 50 (+ header) but renders those in view.
  await expect(table).toHaveAttribute('aria-rowcount', '51');
  await expect(page.getByText('Rows 1–50')).toBeVisible();
  const expected = await listOrders(request, {
    orderTypes: 'withdraw,deposit',
    limit: '50',
    offset: '0',
  });
  const first = table.locator('tbody tr[data-row-index="0"]');
  await expect(first.getByRole('link')).toHaveAccessibleName(`Order ${expected[0]?.orderId}`);
  await expect(first.locator('.mantine-Badge-root')).toHaveText(/\S+/);
});

test('the URL chooses the page size and order types', async ({ page }) => {
  await page.goto('/orders?orderTypes=deposit&limit=200');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table).toHaveAttribute('aria-rowcount', '201');
  const types = await table.locator('tbody tr[data-row-index] td:nth-child(3)').allInnerTexts();
  expect(types.length).toBeGreaterThan(5);
  expect(new Set(types)).toEqual(new Set(['Deposit']));
  await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('200');
});

test('rows scroll virtually and the keyboard moves between them and opens one', async ({
  page,
}) => {
  await page.goto('/orders?limit=1000');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table).toHaveAttribute('aria-rowcount', '1001');
  // Far fewer rows than the page holds are in the document.
  expect(await table.locator('tbody tr[data-row-index]').count()).toBeLessThan(100);
  const firstRow = table.locator('tbody tr[data-row-index="0"]');
  await firstRow.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(table.locator('tbody tr[data-row-index="2"]')).toBeFocused();
  await page.keyboard.press('End');
  await expect(table.locator('tbody tr[data-row-index="999"]')).toBeFocused();
  const lastId = await table
    .locator('tbody tr[data-row-index="999"] a')
    .first()
    .getAttribute('title');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: `Order ${lastId}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(table.locator('tbody tr[data-row-index="999"]')).toBeFocused();
});

test('after a wheel scroll, Enter opens the row the focused line shows', async ({ page }) => {
  await page.goto('/orders?limit=1000');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table).toHaveAttribute('aria-rowcount', '1001');
  await table.locator('tbody tr[data-row-index="0"]').focus();
  await page.keyboard.press('ArrowDown');
  await expect(table.locator('tbody tr[data-row-index="1"]')).toBeFocused();
  // Scrolling by wheel, not by keyboard: rows scrolling in reuse the lines scrolling out,
  // the focused one included, so it now shows another order than the one made active.
  await page.getByTestId('data-table-scroll').evaluate((scroller) => {
    scroller.scrollTop = 44 * 400;
  });
  const focused = table.locator('tbody tr:focus');
  await expect(focused).not.toHaveAttribute('data-row-index', '1');
  const shownId = await focused.locator('a').first().getAttribute('title');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: `Order ${shownId}` }),
  ).toBeVisible();
});

test('sorting by amount orders the page by exact decimal value', async ({ page }) => {
  await page.goto('/orders?limit=200');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table).toHaveAttribute('aria-rowcount', '201');
  await table.getByRole('button', { name: 'Amount' }).click();
  await expect(table.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  // A multi-smart-call order shows what its calls move there instead of its own amount (0).
  const amounts = await table
    .locator('tbody tr[data-row-index] td:nth-child(5)')
    .filter({ hasNot: page.getByTestId('smart-calls-summary') })
    .allInnerTexts();
  // Only the rows in view are drawn; enough of them to see an order.
  expect(amounts.length).toBeGreaterThanOrEqual(5);
  const values = amounts.map((text) => Number(text.replace(/[^\d.-]/g, '')));
  expect(values).toEqual([...values].sort((a, b) => a - b));
});

test('the column chooser is remembered across reloads', async ({ page }) => {
  await page.goto('/orders');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('columnheader', { name: 'External id' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('checkbox', { name: 'External order id' }).check();
  await page.getByRole('checkbox', { name: 'Type' }).uncheck();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'External id' })).toBeVisible();
  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'External id' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Type' })).toHaveCount(0);
});

test('an order status this version does not know renders as a neutral badge', async ({ page }) => {
  await rewriteJsonAnswer(
    page,
    '**/platform/orders?*',
    (body) => body,
    (body) =>
      JSON.parse(
        JSON.stringify(body).replace(/"status":"[a-z-]+"/, '"status":"quantum-pending"'),
      ) as unknown,
  );
  await page.goto('/orders');
  const badge = page
    .getByRole('table', { name: 'Orders' })
    .locator('.mantine-Badge-root', { hasText: 'quantum-pending' });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('data-variant', 'outline');
});
