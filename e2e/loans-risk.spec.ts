import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';

// Each journey loads several pages and waits on live requests.
test.describe.configure({ timeout: 90_000 });

/** "78.50%" or "1.19 pp" as a number, only to compare order in the test. */
function numberIn(text: string): number {
  const match = /-?\d+(\.\d+)?/.exec(text.replaceAll(',', ''));
  expect(match, `a number in "${text}"`).not.toBeNull();
  return Number(match?.[0]);
}

async function columnNumbers(table: Locator, column: number): Promise<number[]> {
  const texts = await table.locator(`tbody tr td:nth-child(${column})`).allInnerTexts();
  return texts.map((text) => numberIn(text.split('\n')[0] ?? ''));
}

const pairs = (values: number[]) => values.slice(1).map((value, i) => [values[i] ?? value, value]);
const ascending = (values: number[]) =>
  pairs(values).every(([left = 0, right = 0]) => left <= right);
const descending = (values: number[]) =>
  pairs(values).every(([left = 0, right = 0]) => left >= right);

test('the risk board orders loans by risk and states its estimate', async ({ page }) => {
  await page.goto('/loans/risk');
  // The first visit loads the chart library too.
  await expect(page.getByRole('heading', { level: 1, name: 'LTV risk board' })).toBeVisible({
    timeout: 30_000,
  });

  // The chart's numbers are in the table beside it; its counts add up to the loans with an LTV.
  const bands = page.getByRole('table', { name: 'Open loans by LTV band' });
  await expect(bands.locator('tbody tr').first()).toBeVisible();
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  const totals = await columnNumbers(bands, 5);
  const withLtv = numberIn(
    await page.getByText('With an LTV', { exact: true }).locator('xpath=..').innerText(),
  );
  expect(totals.reduce((sum, count) => sum + count, 0)).toBe(withLtv);

  const closest = page.getByRole('table', { name: 'Closest to a threshold' });
  const distances = await columnNumbers(closest, 4);
  expect(distances.length).toBeGreaterThan(0);
  expect(distances.every((distance) => distance > 0)).toBe(true);
  expect(ascending(distances)).toBe(true);

  // Margin calls by deadline, nearest first, each in words that agree with its deadline.
  const marginCalls = page.getByRole('table', { name: 'Margin calls' });
  const deadlines = await marginCalls.locator('tbody tr td:nth-child(5)').allInnerTexts();
  expect(deadlines.length).toBeGreaterThanOrEqual(8);
  for (const deadline of deadlines) expect(deadline).toMatch(/^Deadline /);
  const states = await marginCalls.locator('tbody tr td:nth-child(4)').allInnerTexts();
  deadlines.forEach((deadline, row) => {
    // A call still open has its deadline ahead; one whose deadline passed says so.
    if (states[row] === 'Margin call open') expect(deadline).not.toMatch(/^Deadline passed/);
    else expect(deadline).toMatch(/^Deadline passed /);
  });

  await expect(page.getByText('LTV′ = LTV ÷ (1 − fall)')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Collateral shock (estimate)' })).toBeVisible();
  const shock = page.getByRole('table', { name: 'Collateral shock estimate' });
  const now = await columnNumbers(shock, 2);
  expect(descending(now)).toBe(true);
  const shocked = await Promise.all([3, 4, 5].map((column) => columnNumbers(shock, column)));
  // Each bigger fall raises every loan's estimated LTV further.
  now.forEach((ltv, row) => {
    const estimates = [ltv, ...shocked.map((column) => column[row] ?? Number.NaN)];
    expect(pairs(estimates).every(([left = 0, right = 0]) => right > left)).toBe(true);
  });

  const currencies = page.getByRole('table', { name: 'Totals by currency' });
  const amounts = await currencies
    .locator('tbody tr td:nth-child(2), tbody tr td:nth-child(3)')
    .allInnerTexts();
  expect(amounts.length).toBeGreaterThan(0);
  for (const amount of amounts) expect(amount).toMatch(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
});

test('clicking anywhere on a risk row opens its loan', async ({ page }) => {
  await page.goto('/loans/risk');
  // Each row is pinned by its loan once read: the board re-sorts live as LTVs move.
  const marginCalls = page.getByRole('table', { name: 'Margin calls' }).locator('tbody tr');
  const externalId = (await marginCalls.first().getByRole('link').innerText()).trim();
  const row = marginCalls.filter({ hasText: externalId }).first();
  await row.locator('td').nth(3).click();
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${externalId}` })).toBeVisible();
  await page.goBack();
  const closestRows = page
    .getByRole('table', { name: 'Closest to a threshold' })
    .locator('tbody tr');
  const closestId = (await closestRows.first().getByRole('link').innerText()).trim();
  await closestRows.filter({ hasText: closestId }).first().getByRole('link').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${closestId}` })).toBeVisible();
});
