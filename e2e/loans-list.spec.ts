import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Each journey loads several pages and waits on live requests.
test.describe.configure({ timeout: 90_000 });

const table = (page: Page) => page.getByRole('table', { name: 'Loans' });
const rows = (page: Page) => table(page).locator('tbody tr');

/** Resolves with the next loans list request the page sends, once answered. */
async function nextLoansRequest(page: Page) {
  const response = await page.waitForResponse((entry) =>
    /\/platform\/organizations\/[^/]+\/loans(\?|$)/.test(entry.url()),
  );
  return response.request();
}

async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the loan list shows every column with exact amounts and rates in percent', async ({
  page,
}) => {
  await page.goto('/loans');
  await expect(page.getByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByText(/^Loans 1–50$/)).toBeVisible();
  const headers = await table(page).locator('thead th').allInnerTexts();
  expect(headers).toEqual([
    'Loan',
    'Type and side',
    'Counterparty',
    'Amount',
    'Interest rate',
    'LTV and thresholds',
    'Maturity',
    'Status',
  ]);
  // Basis points from the API are shown as a percentage with two decimals.
  const rates = await rows(page).locator('td:nth-child(5)').allInnerTexts();
  for (const rate of rates) expect(rate).toMatch(/^\d+\.\d{2}%$/);
  await expect(
    table(page)
      .getByText(/margin call 80\.00% · default 90\.00%/)
      .first(),
  ).toBeVisible();
  await expect(
    table(page)
      .getByText(/\d+ days? left|past maturity|matures today/)
      .first(),
  ).toBeVisible();
});

test('filters go to the URL and the request, and survive a reload', async ({ page }) => {
  await page.goto('/loans');
  await expect(rows(page).first()).toBeVisible();

  let request = nextLoansRequest(page);
  await chooseOption(page, 'Side', 'We borrow');
  expect(new URL((await request).url()).searchParams.get('loanSide')).toBe('borrow');
  await expect(page).toHaveURL(/loanSide=borrow/);
  await expect
    .poll(
      async () => new Set(await rows(page).locator('td:nth-child(2) p:last-child').allInnerTexts()),
    )
    .toEqual(new Set(['We borrow']));

  request = nextLoansRequest(page);
  await page.getByRole('switch', { name: 'Open loans only' }).click();
  expect(new URL((await request).url()).searchParams.get('isOpen')).toBe('true');
  await expect(page).toHaveURL(/isOpen=true/);

  request = nextLoansRequest(page);
  await chooseOption(page, 'Order', 'Last updated, oldest first');
  const sorted = new URL((await request).url()).searchParams;
  expect([sorted.get('sortBy'), sorted.get('sortDirection')]).toEqual(['updatedAt', 'ASC']);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Side', exact: true })).toHaveValue('We borrow');
  await expect(page.getByRole('switch', { name: 'Open loans only' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Order', exact: true })).toHaveValue(
    'Last updated, oldest first',
  );

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/loanSide|isOpen|sortBy/);
});

test('statuses, loan types, portfolio and loan ids from the URL narrow the list', async ({
  page,
}) => {
  await page.goto('/loans?statuses=active,repaid&loanTypes=agency-lending-parent-loan');
  await expect(rows(page).first()).toBeVisible();
  const statuses = await rows(page).locator('td:nth-child(8)').allInnerTexts();
  expect(statuses.every((status) => status === 'Active' || status === 'Repaid')).toBe(true);
  const types = await rows(page).locator('td:nth-child(2) p:first-child').allInnerTexts();
  expect(new Set(types)).toEqual(new Set(['Agency lending parent loan']));

  await page.goto('/loans');
  await expect(rows(page).first()).toBeVisible();
  const request = nextLoansRequest(page);
  await chooseOption(page, 'Portfolio', 'Treasury Vault');
  expect(new URL((await request).url()).searchParams.get('portfolioId')).toMatch(/\S/);
  await expect(page).toHaveURL(/portfolioId=/);

  await page.goto('/loans');
  const firstLink = rows(page).first().getByRole('link');
  const href = (await firstLink.getAttribute('href')) ?? '';
  const loanId = href.split('/').pop() ?? '';
  expect(loanId).not.toBe('');
  const ids = page.getByRole('textbox', { name: 'Loan ids' });
  await ids.fill(loanId);
  await ids.press('Enter');
  await expect(page).toHaveURL(new RegExp(`loanIds=${loanId}`));
  await expect(rows(page)).toHaveCount(1);
});

test('a malformed filter in a shared link is dropped, not an error', async ({ page }) => {
  await page.goto('/loans?loanSide=sideways&statuses=not-a-status&limit=7');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Side', exact: true })).toHaveValue('Both sides');
});
