import { expect, type Page } from '@playwright/test';
import type { SuitePerson } from './upstream-stack';

export type Verdict = 'renders' | 'renders with marks' | 'error';

export interface PageVerdict {
  path: string;
  verdict: Verdict;
  rows: number;
  detail: string;
}

/** The pages the dashboard has, with whether each lists rows (a table) or shows one thing. */
export const suitePages: { path: string; lists: boolean }[] = [
  { path: '/', lists: false },
  { path: '/orders', lists: true },
  { path: '/orders/order-1', lists: false },
  { path: '/co-sign', lists: false },
  { path: '/new/withdrawal', lists: false },
  { path: '/new/staking', lists: false },
  { path: '/new/multi-smart-call', lists: false },
  { path: '/new/bulk', lists: false },
  { path: '/clearloop/exchanges', lists: true },
  { path: '/clearloop/settlements', lists: true },
  { path: '/clearloop/settlements/settlement-1', lists: false },
  { path: '/loans', lists: true },
  { path: '/loans/loan-1', lists: false },
  { path: '/loans/risk', lists: false },
  { path: '/holdings', lists: true },
  { path: '/activity?tab=provider', lists: true },
  { path: '/files', lists: false },
  { path: '/settings', lists: false },
];

const pageError = /unexpected format|could not be loaded|something went wrong/i;

/** Opens a page and says what it shows: rows, rows with values marked unreadable, or an error. */
export async function visit(page: Page, path: string, lists: boolean): Promise<PageVerdict> {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading').first()).toBeVisible();
  // Let the page's reads settle: a spinner gone, or an answer shown.
  await page.waitForLoadState('networkidle');
  const rows = await main.locator('tbody tr:not([aria-hidden])').count();
  const alerts = await main.getByRole('alert').allInnerTexts();
  const failed = alerts.find((text) => pageError.test(text));
  const marks = await main.locator('[data-unreadable]').count();
  if (failed !== undefined || (lists && rows === 0)) {
    return { path, verdict: 'error', rows, detail: failed ?? 'no rows' };
  }
  return {
    path,
    verdict: marks > 0 ? 'renders with marks' : 'renders',
    rows,
    detail: `${marks} marks`,
  };
}

/** Signs in on the embedded identity provider's page with the password user:add printed. */
export async function signInAs(page: Page, person: SuitePerson): Promise<void> {
  // Straight to the identity provider's page: the app's own redirect there could land late.
  await page.goto('/auth/sign-in?returnTo=%2F');
  await expect(page).toHaveURL(/\/idp\/interaction\//);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('banner').getByText(person.name, { exact: true })).toBeVisible();
}

/** Saves a key on /settings (Prism checks no signature) and confirms which member it is. */
export async function saveKeyAndConfirm(page: Page, person: SuitePerson): Promise<void> {
  await page.goto('/settings');
  await page.getByRole('textbox', { name: 'API key' }).fill(`suite-key-${person.userId}`);
  await page.getByRole('textbox', { name: 'API secret' }).fill(`suite-secret-${person.userId}`);
  await page.getByRole('button', { name: 'Save key' }).click();
  await expect(page.getByText('Confirm which member your key belongs to')).toBeVisible();
  await page.getByRole('combobox', { name: 'You are' }).click();
  await page.getByRole('option', { name: new RegExp(`\\(${person.userId}\\)`) }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your key belongs to')).toBeVisible();
}
