import { expect, test } from './fixtures';
import { wireExchangesResponseSchema } from '../src/shared/contracts/wire-schemas';

test('every exchange shows its schedule, a live countdown and exact collateral', async ({
  page,
  request,
}) => {
  const response = await request.get('/platform/clearloop/exchanges');
  const { clearLoopExchanges } = wireExchangesResponseSchema.parse(await response.json());
  expect(clearLoopExchanges.length).toBeGreaterThan(0);

  await page.goto('/clearloop/exchanges');
  await expect(page.getByRole('heading', { level: 1, name: 'ClearLoop exchanges' })).toBeVisible();
  for (const exchange of clearLoopExchanges) {
    const panel = page.getByRole('region', { name: exchange.name, exact: true });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/^Settles every /)).toBeVisible();
    await expect(panel.getByRole('timer')).toHaveText(/^(in|Due) \d/);
    const rows = panel
      .getByRole('table', { name: `${exchange.name} collateral by settlement currency` })
      .locator('tbody tr');
    await expect(rows).toHaveCount(exchange.collateralDetails?.currencies?.length ?? 0);
  }
});

test('the countdown ticks without asking the API again', async ({ page }) => {
  await page.goto('/clearloop/exchanges');
  const timer = page.getByRole('region', { name: 'Deribit' }).getByRole('timer');
  await expect(timer).toHaveText(/^(in|Due) \d/);
  const first = await timer.innerText();
  let requests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/platform/clearloop/exchanges')) requests += 1;
  });
  await expect(timer).not.toHaveText(first, { timeout: 5_000 });
  expect(requests).toBe(0);
});

test('an exchange in deficit is marked as facing a margin call, and only then', async ({
  page,
  request,
}) => {
  const response = await request.get('/platform/clearloop/exchanges');
  const { clearLoopExchanges } = wireExchangesResponseSchema.parse(await response.json());
  await page.goto('/clearloop/exchanges');
  let inMarginCall = 0;
  for (const { name } of clearLoopExchanges) {
    const panel = page.getByRole('region', { name, exact: true });
    await expect(panel.getByRole('table')).toBeVisible();
    const deficitRows = panel.locator('tbody tr[data-state="deficit"]');
    const alert = panel.getByRole('alert').filter({ hasText: 'Facing a margin call' });
    if ((await deficitRows.count()) > 0) {
      inMarginCall += 1;
      await expect(alert).toContainText('Client orders stay pending until');
      await expect(panel.getByText('Margin call', { exact: true })).toBeVisible();
      // A deficit is negative and named in words, not only coloured.
      await expect(deficitRows.first()).toContainText('Deficit');
      await expect(deficitRows.first().locator('td').nth(2)).toContainText('-');
    } else {
      await expect(alert).toHaveCount(0);
    }
  }
  // The sandbox seeds exchanges short of USDT collateral.
  expect(inMarginCall).toBeGreaterThan(0);
  await expect(page.getByText(/exchanges? faces? a margin call/)).toBeVisible();
});

test('collateral against uPnL is charted per currency with an exact table beside it', async ({
  page,
}) => {
  await page.goto('/clearloop/exchanges');
  const figure = page.getByRole('figure', { name: 'USDT: collateral balance against uPnL' });
  await expect(figure).toBeVisible();
  // The chart's code loads once the chart scrolls into view.
  await figure.scrollIntoViewIfNeeded();
  await expect(figure.locator('.recharts-surface')).toBeVisible();
  const table = figure.getByRole('table', { name: 'USDT collateral and uPnL by exchange' });
  await expect(table.locator('tbody tr').first()).toBeVisible();
  // Exact decimals, grouped, never rounded to the chart's compact ticks.
  await expect(table.locator('tbody tr').first()).toContainText(/\d{1,3}(,\d{3})+(\.\d+)?/);
});

test('the view refreshes in the background on its own', async ({ page }) => {
  await page.clock.install();
  await page.goto('/clearloop/exchanges');
  await expect(page.getByRole('region', { name: 'Deribit' })).toBeVisible();
  const refresh = page.waitForRequest((request) =>
    request.url().endsWith('/platform/clearloop/exchanges'),
  );
  await page.clock.fastForward(31_000);
  await refresh;
});
