import { expect, test } from './fixtures';
import { scriptApi } from './people';
import { wireLoansResponseSchema } from '../src/shared/contracts/wire-schemas';
import { ltvHistoryPath, ltvHistorySchema } from '../src/shared/ltv-history';

test.use({ person: 'henrik-larsen' });
test.describe.configure({ timeout: 90_000 });

const LOANS = '/platform/organizations/org-northwind-capital/loans';

test('the viewer sees a loan’s recorded LTV over time, with its thresholds marked', async ({
  page,
  request,
}) => {
  const response = await scriptApi(request, 'risk').get(`${LOANS}?statuses=active&limit=200`);
  expect(response.ok()).toBe(true);
  const loan = wireLoansResponseSchema
    .parse(await response.json())
    .loans.find(
      (one) =>
        one.debtRatio !== undefined &&
        one.extra?.marginCallThreshold !== undefined &&
        one.extra.defaultThreshold !== undefined,
    );
  expect(loan).toBeDefined();
  const loanId = loan?.loanId ?? '';

  // A fresh sandbox's server records the sandbox's seeded past on its first sampling turn.
  await expect
    .poll(
      async () => {
        const answer = await request.get(ltvHistoryPath(loanId));
        if (!answer.ok()) return 0;
        return ltvHistorySchema.parse(await answer.json()).samples.length;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBeGreaterThan(100);

  await page.goto(`/loans/${loanId}`);
  const section = page.getByRole('region', { name: 'LTV over time' });
  await expect(section).toBeVisible();
  const chart = section.getByTestId('ltv-history-chart');
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('.recharts-line-curve')).toHaveCount(1);
  const marginCall = `Margin call ${(Number(loan?.extra?.marginCallThreshold) * 100).toFixed(2)}%`;
  const defaultAt = `Default ${(Number(loan?.extra?.defaultThreshold) * 100).toFixed(2)}%`;
  await expect(chart.locator('.recharts-reference-line')).toHaveCount(
    loan?.extra?.rebalanceThreshold === undefined ? 2 : 3,
  );
  await expect(chart.getByText(marginCall)).toBeVisible();
  await expect(chart.getByText(defaultAt)).toBeVisible();
  const summary = section.getByTestId('ltv-history-summary');
  await expect(summary).toContainText(/\d+ readings from .+ to .+, the latest \d+\.\d{2}%/);
  await expect(summary).toContainText(`Dashed lines: `);
  await expect(section.getByText(/sandbox’s own seeded past/)).toBeVisible();
  await chart.screenshot({ path: test.info().outputPath('ltv-chart.png') });

  // A loan with nothing recorded says so, and how often the server samples.
  await page.route('**/api/loans/*/ltv-history*', async (route) => {
    const real = await route.fetch();
    const body = ltvHistorySchema.parse(await real.json());
    await route.fulfill({ response: real, json: { ...body, samples: [] } });
  });
  await section.getByText('24 h', { exact: true }).click();
  await expect(
    section.getByText('No history recorded yet — the server samples every minute'),
  ).toBeVisible();
});

test('the risk board lists the loans whose LTV moved most in 24 h, each with its sparkline', async ({
  page,
}) => {
  await page.goto('/loans/risk');
  const section = page.getByRole('region', { name: 'Moved most in 24 h' });
  await section.scrollIntoViewIfNeeded();
  // The server's first sampling turn may still be under way on a fresh start.
  await expect(async () => {
    await page.reload();
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('table', { name: 'Moved most in 24 h' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000 });
  const rows = section.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(11);
  await expect(section.getByTestId('ltv-sparkline').first().locator('path').first()).toBeVisible();
  await expect(rows.nth(1).getByRole('cell').last()).toHaveText(/^[+−]?\d+\.\d{2,} pp$/);
  await expect(rows.nth(1).getByRole('cell').nth(2)).toHaveText(/^\d+\.\d{2,}%$/);
});
