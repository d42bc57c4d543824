import type { APIRequestContext, Page } from '@playwright/test';
import { type WireLoan } from '../src/shared/contracts/loans';
import { expect, test } from './fixtures';
import { scriptApi } from './people';
import { wireLoansResponseSchema } from '../src/shared/contracts/wire-schemas';

// Each journey loads several pages and waits on live requests.
test.describe.configure({ timeout: 90_000 });

const LOANS = '/platform/organizations/org-northwind-capital/loans';

/** Seeded loans straight from the API, to pick ones of a given kind. */
async function loansWhere(request: APIRequestContext, query: string): Promise<WireLoan[]> {
  const response = await scriptApi(request, 'risk').get(`${LOANS}?${query}`);
  expect(response.ok()).toBe(true);
  return wireLoansResponseSchema.parse(await response.json()).loans;
}

/** Records, per loan request the page makes, the include flags it carries. */
function recordIncludes(page: Page): string[][] {
  const seen: string[][] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/loans')) return;
    const flags = [...new URL(request.url()).searchParams]
      .filter(([key, value]) => key.startsWith('include') && value === 'true')
      .map(([key]) => key);
    seen.push(flags);
  });
  return seen;
}

test('a tab asks for its embed only when opened, and shows it', async ({ page, request }) => {
  // An active loan can be past its maturity; this one's is still ahead, so it shows as planned.
  const parent = (
    await loansWhere(request, 'loanTypes=agency-lending-parent-loan&statuses=active')
  ).find((loan) => Number(loan.maturityDate) > Date.now());
  expect(parent).toBeDefined();
  const includes = recordIncludes(page);
  await page.goto(`/loans/${parent?.loanId}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Loan ${parent?.externalId}` }),
  ).toBeVisible();

  // Overview: labelled fields, the other side's ids shown as hidden, and the timeline.
  await expect(page.getByText('Borrower organization', { exact: true })).toBeVisible();
  await expect(page.getByText('(hidden by the API)').first()).toBeVisible();
  await expect(page.getByText('Margin-call threshold', { exact: true })).toBeVisible();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Created', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Approved', { exact: true })).toBeVisible();
  await expect(timeline.getByText('Maturity (planned)', { exact: true })).toBeVisible();
  expect(includes.flat()).toEqual([]);

  const tabs: [string, string, string][] = [
    ['Collaterals', 'includeCollaterals', 'Collaterals'],
    ['Counterparties', 'includeCounterparties', 'Counterparties'],
    ['Allocations', 'includeLoanAllocations', 'Allocations'],
    ['Child loans', 'includeChildLoans', 'Child loans'],
  ];
  for (const [tab, flag, tableName] of tabs) {
    const response = page.waitForResponse((entry) => entry.url().includes(`${flag}=true`));
    await page.getByRole('tab', { name: tab, exact: true }).click();
    await response;
    await expect(page).toHaveURL(new RegExp(`tab=`));
    await expect(page.getByRole('table', { name: tableName })).toBeVisible();
    expect(includes.at(-1)).toEqual([flag]);
  }
  // No request asked for more than the one embed its tab shows.
  expect(includes.every((flags) => flags.length <= 1)).toBe(true);
  expect(new Set(includes.flat())).toEqual(new Set(tabs.map(([, flag]) => flag)));

  await page.getByRole('tab', { name: 'Required collaterals' }).click();
  await expect(page.getByRole('table', { name: 'Required collaterals' })).toBeVisible();
});

test('interest comes from the list endpoint for a bilateral loan', async ({ page, request }) => {
  const [bilateral] = await loansWhere(
    request,
    'loanTypes=bilateral-lending-pledge-collateralised-loan,bilateral-pledge-collateralised-loan&statuses=active&includeLoanInterest=true',
  );
  expect(bilateral).toBeDefined();
  await page.goto(`/loans/${bilateral?.loanId}?tab=interest`);
  await expect(page.getByRole('tab', { name: 'Interest' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Accrued interest', { exact: true })).toBeVisible();
  await expect(page.getByText('Interest currency', { exact: true })).toBeVisible();
});

test('a margin call and its terms show in their tab', async ({ page, request }) => {
  const loans = await loansWhere(request, 'isOpen=true&includeCollaterals=true');
  const inMarginCall = loans.find((loan) => loan.embedded?.marginCall !== undefined);
  expect(inMarginCall).toBeDefined();
  await page.goto(`/loans/${inMarginCall?.loanId}`);
  await page.getByRole('tab', { name: 'Margin call' }).click();
  await expect(page).toHaveURL(/tab=margin-call/);
  await expect(page.getByText('Margin-call status (as sent)', { exact: true })).toBeVisible();
  await expect(page.getByText('Top-up needed (USD)', { exact: true })).toBeVisible();
});

test('following a child loan opens the child', async ({ page, request }) => {
  const [parent] = await loansWhere(
    request,
    'loanTypes=agency-lending-parent-loan&statuses=active',
  );
  await page.goto(`/loans/${parent?.loanId}?tab=child-loans`);
  const child = page
    .getByRole('table', { name: 'Child loans' })
    .getByRole('link', { name: /^Child loan / })
    .first();
  await expect(child).toBeVisible();
  const externalId = (await child.innerText()).trim();
  await child.click();
  await expect(page.getByRole('heading', { level: 1, name: `Loan ${externalId}` })).toBeVisible();
  await expect(page.getByText(/Agency lending .*child loan/).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test.describe('an unknown loan', () => {
  test.use({ allowedHttpStatuses: [404] });

  test('says it does not exist, with a way back', async ({ page }) => {
    await page.goto('/loans/00000000-0000-0000-0000-000000000000');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText(/There is no loan 00000000-/)).toBeVisible();
    await page.getByRole('link', { name: '← All loans' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
  });
});
