import type { Page } from '@playwright/test';
import { listSettlements } from './clearloop-api';
import { expect, test } from './fixtures';
import { wireSettlementsResponseSchema } from '../src/shared/contracts/wire-schemas';

const table = (page: Page) => page.getByRole('table', { name: 'Settlements' });
const statusCells = (page: Page) => table(page).locator('tbody tr td:nth-child(4)');
const exchangeCells = (page: Page) => table(page).locator('tbody tr td:nth-child(3)');

/** The next GET /clearloop/settlements the page sends, with its parsed answer. */
function nextSettlementsResponse(page: Page) {
  return page
    .waitForResponse((response) => response.url().includes('/platform/clearloop/settlements?'))
    .then(async (response) => ({
      url: new URL(response.url()),
      body: wireSettlementsResponseSchema.parse(await response.json()),
    }));
}

test('a status filter goes into the URL with the API name and survives a reload', async ({
  page,
}) => {
  await page.goto('/clearloop/settlements');
  await expect(
    page.getByRole('heading', { level: 1, name: 'ClearLoop settlements' }),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Statuses', exact: true }).click();
  await page.getByRole('option', { name: 'failed', exact: true }).click();
  await page.keyboard.press('Escape');
  const answer = nextSettlementsResponse(page);
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/clearLoopSettlementStatuses=failed(&|$)/);
  expect((await answer).url.searchParams.get('clearLoopSettlementStatuses')).toBe('failed');
  await expect(statusCells(page).first()).toBeVisible();
  expect(new Set(await statusCells(page).allInnerTexts())).toEqual(new Set(['Failed']));

  await page.reload();
  await expect(
    page.getByRole('form', { name: 'Settlement filters' }).getByText('failed'),
  ).toBeVisible();
  expect(new Set(await statusCells(page).allInnerTexts())).toEqual(new Set(['Failed']));
  await expect(page.getByText('1 filter applied.')).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/clearLoopSettlementStatuses/);
  await expect(page.getByText('No filters applied.')).toBeVisible();
});

test('excluded statuses, client account and sort order are sent as the API parameters', async ({
  page,
  request,
}) => {
  const { settlements } = await listSettlements(request, { limit: '1' });
  const clientAccountId = settlements[0]?.settlementDetails?.[0]?.clientAccountId ?? '';
  expect(clientAccountId).not.toBe('');

  await page.goto('/clearloop/settlements');
  await page.getByRole('textbox', { name: 'Client account id' }).fill(` ${clientAccountId} `);
  await page.getByRole('combobox', { name: 'Excluding statuses' }).click();
  await page.getByRole('option', { name: 'completed', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'Sort by creation time' }).click();
  await page.getByRole('option', { name: 'Oldest first' }).click();
  const answer = nextSettlementsResponse(page);
  await page.getByRole('button', { name: 'Apply filters' }).click();

  const { url, body } = await answer;
  expect(url.searchParams.get('clientAccountId')).toBe(clientAccountId);
  expect(url.searchParams.get('clearLoopSettlementStatusesNotIn')).toBe('completed');
  expect(url.searchParams.get('sortDirection')).toBe('asc');
  await expect(page).toHaveURL(new RegExp(`clientAccountId=${clientAccountId}`));
  await expect(page).toHaveURL(/sortDirection=asc/);
  for (const settlement of body.settlements) {
    expect(settlement.settlementDetails?.map((d) => d.clientAccountId)).toContain(clientAccountId);
  }
  await expect(statusCells(page).first()).toBeVisible();
  expect(await statusCells(page).allInnerTexts()).not.toContain('Completed');
});

test('a date range and cycle start in the URL reach the API and fill the form', async ({
  page,
  request,
}) => {
  const { settlements } = await listSettlements(request, { limit: '1', sortDirection: 'desc' });
  const newest = settlements[0];
  if (!newest?.createdAt) throw new Error('The sandbox has no settlements');
  const before = newest.createdAt;
  const after = String(Number(before) - 3 * 24 * 3600_000);

  const answer = nextSettlementsResponse(page);
  await page.goto(`/clearloop/settlements?createdAfter=${after}&createdBefore=${before}`);
  const { url, body } = await answer;
  expect(url.searchParams.get('createdAfter')).toBe(after);
  expect(url.searchParams.get('createdBefore')).toBe(before);
  for (const settlement of body.settlements) {
    expect(Number(settlement.createdAt)).toBeGreaterThanOrEqual(Number(after));
    expect(Number(settlement.createdAt)).toBeLessThanOrEqual(Number(before));
  }
  await expect(page.getByRole('button', { name: 'Created from' })).not.toHaveText(/Any time/);
  await expect(page.getByText('2 filters applied.')).toBeVisible();

  const cycleAnswer = nextSettlementsResponse(page);
  await page.goto(`/clearloop/settlements?cycleStartTimestamp=${newest.cycleStartTimestamp}`);
  const cycle = await cycleAnswer;
  expect(cycle.body.settlements.length).toBeGreaterThan(0);
  for (const settlement of cycle.body.settlements) {
    expect(settlement.cycleStartTimestamp).toBe(newest.cycleStartTimestamp);
  }
});

test('malformed filters in a link are dropped instead of breaking the page', async ({ page }) => {
  const answer = nextSettlementsResponse(page);
  await page.goto(
    '/clearloop/settlements?cycles=abc&clearLoopSettlementStatuses=teleported&createdAfter=yesterday&limit=7',
  );
  const { url } = await answer;
  expect(url.searchParams.has('cycles')).toBe(false);
  expect(url.searchParams.has('clearLoopSettlementStatuses')).toBe(false);
  expect(url.searchParams.get('limit')).toBe('50');
  await expect(page.getByText('No filters applied.')).toBeVisible();
});

test('an invalid cycle count is explained and not applied', async ({ page }) => {
  await page.goto('/clearloop/settlements');
  await page.getByRole('textbox', { name: 'Recent cycles per exchange' }).fill('0');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page.getByText('Enter a whole number of cycles from 1, e.g. 1')).toBeVisible();
  await expect(page).not.toHaveURL(/cycles=/);
  await expect(page.getByRole('textbox', { name: 'Recent cycles per exchange' })).toHaveValue('0');
});

test('the latest-cycle preset shows one settlement per exchange', async ({ page }) => {
  await page.goto('/clearloop/settlements');
  const preset = page.getByRole('button', { name: 'Latest cycle per exchange' });
  await expect(preset).toHaveAttribute('aria-pressed', 'false');
  const answer = nextSettlementsResponse(page);
  await preset.click();
  await expect(page).toHaveURL(/cycles=1(&|$)/);
  expect((await answer).url.searchParams.get('cycles')).toBe('1');
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Recent cycles per exchange' })).toHaveValue('1');
  await expect(page.getByText(/Settlements 1–5 of 5/)).toBeVisible();
  const exchanges = await exchangeCells(page).allInnerTexts();
  expect(exchanges).toHaveLength(5);
  expect(new Set(exchanges).size).toBe(5);

  await preset.click();
  await expect(page).not.toHaveURL(/cycles=/);
  await expect(preset).toHaveAttribute('aria-pressed', 'false');
});

test('pages follow the response pagination and the URL offset', async ({ page, request }) => {
  const { pagination } = await listSettlements(request, { limit: '50' });
  const total = Number(pagination?.totalItems);
  expect(total).toBeGreaterThan(100);

  await page.goto('/clearloop/settlements');
  await expect(page.getByText(`Settlements 1–50 of ${total}`)).toBeVisible();
  await expect(table(page).locator('tbody tr')).toHaveCount(50);
  const firstOnPageOne = await table(page)
    .locator('tbody tr')
    .first()
    .getAttribute('data-settlement-id');

  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/offset=50(&|$)/);
  await expect(page.getByText(`Settlements 51–100 of ${total}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
    'data-active',
    'true',
  );
  const onPageTwo = await table(page)
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-settlement-id')));
  expect(onPageTwo).not.toContain(firstOnPageOne);

  await page.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '25', exact: true }).click();
  await expect(page).toHaveURL(/limit=25/);
  await expect(page).toHaveURL(/offset=0(&|$)/);
  await expect(table(page).locator('tbody tr')).toHaveCount(25);
  const lastPage = Math.ceil(total / 25);
  await page.getByRole('button', { name: `Page ${lastPage}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`offset=${(lastPage - 1) * 25}(&|$)`));
  await expect(table(page).locator('tbody tr')).toHaveCount(total - (lastPage - 1) * 25);
});
