import { expect, type Page } from '@playwright/test';
import type { SuitePerson } from './upstream-stack';

export type Verdict = 'renders' | 'renders with marks' | 'error';

export interface PageVerdict {
  path: string;
  verdict: Verdict;
  rows: number;
  detail: string;
}

/**
 * Every page the dashboard has, whether it lists rows (a table) or shows one thing, and the
 * role of the person who walks it: the one whose work it is, so each role walks some.
 */
export const suitePages: { path: string; lists: boolean; role: string }[] = [
  { path: '/', lists: false, role: 'treasury' },
  { path: '/orders', lists: true, role: 'treasury' },
  { path: '/orders/order-1', lists: false, role: 'treasury' },
  { path: '/holdings', lists: true, role: 'treasury' },
  { path: '/holdings/wallet-1', lists: false, role: 'treasury' },
  { path: '/new/withdrawal', lists: false, role: 'treasury' },
  { path: '/new/staking', lists: false, role: 'treasury' },
  { path: '/new/multi-smart-call', lists: false, role: 'treasury' },
  { path: '/new/bulk', lists: false, role: 'treasury' },
  { path: '/files', lists: false, role: 'treasury' },
  { path: '/co-sign', lists: true, role: 'approver' },
  { path: '/clearloop/exchanges', lists: true, role: 'viewer' },
  { path: '/clearloop/settlements', lists: true, role: 'viewer' },
  { path: '/clearloop/settlements/settlement-1', lists: false, role: 'viewer' },
  { path: '/loans', lists: true, role: 'viewer' },
  { path: '/loans/loan-1', lists: false, role: 'viewer' },
  { path: '/loans/risk', lists: true, role: 'viewer' },
  { path: '/activity?tab=provider', lists: true, role: 'admin' },
  { path: '/settings', lists: false, role: 'admin' },
];

/** The titles the dashboard gives what it could not show (src/lib/describe-error.ts). */
const pageError =
  /unexpected format|cannot reach|something went wrong|refused|did not accept|permission|^not found|had a problem|the api answered \d|too many requests/i;

const PAGE_SETTLE_MS = 40_000;

/** Opens a page and says what it shows: rows, rows with values marked unreadable, or an error. */
export async function visit(page: Page, path: string, lists: boolean): Promise<PageVerdict> {
  await page.goto(path);
  const main = page.getByRole('main');
  // Prism answers each of a page's calls in turn; on a busy machine a page with many takes
  // well over 15 s to settle, and slowness is not what this walk measures.
  const timeout = PAGE_SETTLE_MS;
  // The live stream keeps a connection open, so the network never idles: wait for what the
  // page shows instead. First its title or an error, then no loader, then rows or an error.
  await expect(
    main.getByRole('heading', { level: 1 }).or(main.getByRole('alert')).first(),
  ).toBeVisible({ timeout });
  await expect(main.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0, {
    timeout,
  });
  const rowLocator = main.locator('tbody tr:not([aria-hidden])');
  if (lists) {
    await expect(rowLocator.or(main.getByRole('alert')).first()).toBeVisible({ timeout });
  }
  const rows = await rowLocator.count();
  const alerts = await main.getByRole('alert').allInnerTexts();
  const failed = alerts.find((text) => pageError.test(text));
  const marks = await main.locator('[data-unreadable]').count();
  if (failed !== undefined || (lists && rows === 0)) {
    return { path, verdict: 'error', rows, detail: (failed ?? alerts[0] ?? 'no rows').trim() };
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
  // The realistic document lists the suite's people; Prism's random members are nobody's, so
  // there the person takes the first one offered.
  await expect(page.getByRole('option').first()).toBeVisible();
  const own = page.getByRole('option', { name: new RegExp(`\\(${person.userId}\\)`) });
  await ((await own.count()) > 0 ? own : page.getByRole('option').first()).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your key belongs to')).toBeVisible();
}
