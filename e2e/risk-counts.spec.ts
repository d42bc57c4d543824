import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';

// Reads Today, the risk board, the loan list with each of its watch filters, and the bell.
test.describe.configure({ timeout: 90_000 });

test.use({ person: 'henrik-larsen', timezoneId: 'Asia/Tokyo' });

const OPEN_LOANS = /\/platform\/organizations\/[^/]+\/loans\?isOpen=true&includeCollaterals=true$/;

/**
 * The sandbox clock moves LTVs every few seconds, so two pages read a moment apart may see a
 * loan cross a threshold between them. The open loans are read once from the real server and
 * that answer is served to every view, so the test compares the views, not two moments.
 */
async function freezeOpenLoans(page: Page): Promise<void> {
  let frozen: { body: string; contentType: string } | undefined;
  await page.route(OPEN_LOANS, async (route: Route) => {
    if (frozen === undefined) {
      const response = await route.fetch();
      frozen = {
        body: await response.text(),
        contentType: response.headers()['content-type'] ?? 'application/json',
      };
    }
    await route.fulfill({ status: 200, body: frozen.body, contentType: frozen.contentType });
  });
}

async function countIn(page: Page, testId: string): Promise<number> {
  const text = await page.getByTestId(testId).innerText();
  expect(text, testId).toMatch(/^\d+$/);
  return Number(text);
}

test('Today, the risk board, the loan list and the bell count margin calls, zones and due loans alike', async ({
  page,
}) => {
  await freezeOpenLoans(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
  const calls = page.getByRole('region', { name: 'Margin calls' });
  await expect(calls.getByRole('listitem').first()).toBeVisible();
  const today = {
    'margin-calls': Number(await calls.locator('.mantine-Badge-root').first().innerText()),
    'due-today': await countIn(page, 'count-due-today'),
    'due-this-week': await countIn(page, 'count-due-this-week'),
    overdue: await countIn(page, 'count-overdue'),
  };
  expect(today['margin-calls']).toBeGreaterThan(0);
  await expect(page.getByText('in your time zone (Asia/Tokyo)')).toBeVisible();

  await page.goto('/loans/risk');
  await expect(page.getByRole('heading', { level: 1, name: 'LTV risk board' })).toBeVisible();
  const figure = async (list: string) =>
    Number(await page.locator(`[data-watch="${list}"] a`).innerText());
  const board = {
    'margin-calls': await figure('margin-calls'),
    'margin-call-zone': await figure('margin-call-zone'),
    'default-zone': await figure('default-zone'),
  };
  expect(board['margin-calls']).toBe(today['margin-calls']);
  expect(board['margin-call-zone'] + board['default-zone']).toBeGreaterThan(0);
  const marginCallRows = page.getByRole('table', { name: 'Margin calls' }).locator('tbody tr');
  await expect(marginCallRows).toHaveCount(board['margin-calls']);

  await page.goto('/loans');
  await expect(page.getByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
  const expected: Record<string, number> = { ...today, ...board };
  for (const [list, count] of Object.entries(expected)) {
    await expect(page.getByTestId(`count-${list}`), list).toHaveText(String(count));
  }

  await page.getByRole('button', { name: /^Notifications/ }).click();
  const bell = page.getByRole('dialog', { name: 'Notifications' });
  for (const [list, count] of Object.entries(expected)) {
    await expect(bell.getByTestId(`bell-count-${list}`), `bell ${list}`).toHaveText(String(count));
  }
  await bell.getByRole('button', { name: 'Close the notifications' }).click();
  await expect(bell).toBeHidden();

  // Each filter lists exactly the loans its count promises (all fit on one page here).
  for (const [list, count] of Object.entries(expected)) {
    if (count > 50) continue;
    await page.locator(`[data-watch="${list}"] label`).click();
    await expect(page).toHaveURL(new RegExp(`watch=${list}`));
    if (count === 0) {
      await expect(page.getByText('No loans match')).toBeVisible();
    } else {
      await expect(page.getByText(`Loans 1–${count}`, { exact: true })).toBeVisible();
    }
    await page.locator(`[data-watch="${list}"] label`).click();
    await expect(page).not.toHaveURL(/watch=/);
  }
});
