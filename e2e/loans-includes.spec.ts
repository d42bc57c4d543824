import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Each journey loads several pages and waits on live requests.
test.describe.configure({ timeout: 90_000 });

const table = (page: Page) => page.getByRole('table', { name: 'Loans' });

/** Turns an include toggle on and returns the request it caused. */
async function include(page: Page, label: string) {
  const response = page.waitForResponse((entry) =>
    /\/platform\/organizations\/[^/]+\/loans\?/.test(entry.url()),
  );
  const checkbox = page.getByRole('checkbox', { name: label, exact: true });
  await checkbox.click();
  await expect(checkbox).toBeChecked();
  return new URL((await response).url()).searchParams;
}

async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await table(page).locator('thead th').allInnerTexts();
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return table(page)
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allInnerTexts();
}

test('each include toggle asks for its embed and adds its column', async ({ page }) => {
  await page.goto('/loans');
  await expect(table(page).locator('tbody tr').first()).toBeVisible();

  expect((await include(page, 'Collaterals')).get('includeCollaterals')).toBe('true');
  await expect(page).toHaveURL(/includeCollaterals=true/);
  await expect(table(page).getByRole('columnheader', { name: 'Collaterals' })).toBeVisible();
  await expect
    .poll(async () =>
      (await columnTexts(page, 'Collaterals')).some((text) =>
        /\d\s*(BTC|ETH|USDC|USDT)/.test(text),
      ),
    )
    .toBe(true);

  expect((await include(page, 'Counterparties')).get('includeCounterparties')).toBe('true');
  await expect(table(page).getByRole('columnheader', { name: 'Counterparties' })).toBeVisible();
  await expect
    .poll(async () =>
      (await columnTexts(page, 'Counterparties')).some(
        (text) =>
          text.includes('Northwind Capital (lender)') ||
          text.includes('Northwind Capital (borrower)'),
      ),
    )
    .toBe(true);

  expect((await include(page, 'Allocations')).get('includeLoanAllocations')).toBe('true');
  await expect(table(page).getByRole('columnheader', { name: 'Allocations' })).toBeVisible();
  await expect
    .poll(async () =>
      (await columnTexts(page, 'Allocations')).some((text) => /Disburse: \S+/.test(text)),
    )
    .toBe(true);

  expect((await include(page, 'Interest')).get('includeLoanInterest')).toBe('true');
  await expect(
    table(page).getByRole('columnheader', { name: 'Interest', exact: true }),
  ).toBeVisible();
  expect((await columnTexts(page, 'Interest')).some((text) => /accrued/.test(text))).toBe(true);

  await page.reload();
  for (const label of ['Collaterals', 'Counterparties', 'Allocations', 'Interest']) {
    await expect(page.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
  }
});

test('child loans are listed under agency lending parents and link to each child', async ({
  page,
}) => {
  await page.goto('/loans?loanTypes=agency-lending-parent-loan');
  await expect(table(page).locator('tbody tr').first()).toBeVisible();
  expect((await include(page, 'Child loans')).get('includeChildLoans')).toBe('true');
  await expect(table(page).getByRole('columnheader', { name: 'Child loans' })).toBeVisible();
  const child = table(page)
    .getByRole('link', { name: /^Child loan / })
    .first();
  await expect(child).toBeVisible();
  const externalId = (await child.innerText()).trim();
  await child.click();
  await expect(page).toHaveURL(/\/loans\/[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${externalId}` })).toBeVisible();
});
