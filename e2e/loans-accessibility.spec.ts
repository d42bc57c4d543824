import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

// Each page loads live data (and the chart library) before it is checked.
test.describe.configure({ timeout: 180_000 });

test('the loan list, with every include shown, has no serious accessibility issues', async ({
  page,
}) => {
  await page.goto(
    '/loans?includeCollaterals=true&includeCounterparties=true&includeChildLoans=true&includeLoanAllocations=true&includeLoanInterest=true',
  );
  const loans = page.getByRole('table', { name: 'Loans' });
  await expect(loans.getByRole('columnheader', { name: 'Collaterals' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(loans.locator('tbody tr').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the risk board has no serious accessibility issues', async ({ page }) => {
  await page.goto('/loans/risk');
  await expect(page.getByRole('table', { name: 'Collateral shock estimate' })).toBeVisible({
    timeout: 30_000,
  });
  expect(await seriousViolations(page)).toEqual([]);
});

test('the loan detail and its tabs have no serious accessibility issues', async ({ page }) => {
  await page.goto('/loans/risk');
  await page.getByRole('table', { name: 'Margin calls' }).getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  for (const tab of ['Margin call', 'Modifications', 'Allocations']) {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    expect(await seriousViolations(page), tab).toEqual([]);
  }
});
