import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { listSettlements } from './clearloop-api';
import { coSignViaApi, createWithdrawal, uniqueId } from './co-sign-helpers';
import { expect, test } from './fixtures';
import { listOrders } from './orders-api';
import { scriptApi, signIn } from './people';
import { E2E_PORT } from './ports';
import {
  wireLoansResponseSchema,
  wireWalletsResponseSchema,
} from '../src/shared/contracts/wire-schemas';

// axe over every route, and with each dialog, drawer and popover open, in both themes. The
// navigation entries are scanned by smoke.spec.ts; this spec covers the rest and checks that
// together the two cover every route file.

/** Routes smoke.spec.ts scans through the main navigation. */
const scannedBySmoke = [
  '/',
  '/orders',
  '/holdings',
  '/co-sign',
  '/new/withdrawal',
  '/new/staking',
  '/new/multi-smart-call',
  '/new/bulk',
  '/clearloop/exchanges',
  '/clearloop/settlements',
  '/loans',
  '/loans/risk',
  '/files',
];
/** Routes this spec scans. */
const scannedHere = [
  '/orders/$orderId',
  '/co-sign/$orderId',
  '/holdings/$walletId',
  '/loans/$loanId',
  '/clearloop/settlements/$settlementId',
  '/activity',
  '/settings',
  '/admin',
  '/sign-in',
];

/** Every route the router builds from src/routes, as a path. */
function routePaths(): string[] {
  const root = join(import.meta.dirname, '..', 'src', 'routes');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.endsWith('__root.tsx'),
  );
  return files.map((file) => {
    const path = `/${relative(root, join(root, file))
      .replace(/\\/g, '/')
      .replace(/\.tsx$/, '')}`;
    return path === '/index' ? '/' : path.replace(/\/index$/, '');
  });
}

async function expectNoSeriousIssues(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page, where)).toEqual([]);
}

/** The open dialog alone: the page behind it lies under the overlay and was scanned before. */
async function expectNoSeriousIssuesInDialog(page: Page, where: string): Promise<void> {
  expect(await seriousViolations(page, where, '[role="dialog"]')).toEqual([]);
}

test('every route file is scanned by one of the accessibility specs', () => {
  const scanned = new Set([...scannedBySmoke, ...scannedHere]);
  expect(routePaths().filter((path) => !scanned.has(path))).toEqual([]);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    test.describe.configure({ timeout: 120_000 });

    test('detail pages, activity and settings', async ({ page, request }) => {
      // One order per tone of the "who acts next" banner: waiting, ended, done.
      const orderIds = await Promise.all(
        ['co-sign-require', 'rejected', 'executed'].map(async (statuses) => {
          const [order] = await listOrders(request, {
            orderTypes: 'withdraw',
            statuses,
            limit: '1',
            offset: '0',
          });
          return order?.orderId ?? '';
        }),
      );
      const { settlements } = await listSettlements(request, { limit: '1' });
      const loans = wireLoansResponseSchema.parse(
        await (
          await scriptApi(request, 'risk').get(
            '/platform/organizations/org-northwind-capital/loans?limit=1',
          )
        ).json(),
      ).loans;
      const wallets = wireWalletsResponseSchema.parse(
        await (await request.get('/platform/wallets')).json(),
      ).wallets;
      // A wallet with a reserve, so its orders in flight are listed.
      const wallet = wallets.find((entry) => entry.reserve !== undefined && entry.reserve !== '0');
      const pages = [
        ...orderIds.map((orderId) => `/orders/${orderId}`),
        `/holdings/${wallet?.walletId ?? ''}`,
        `/loans/${loans[0]?.loanId ?? ''}`,
        `/clearloop/settlements/${settlements[0]?.settlementId ?? ''}`,
        '/activity',
        '/settings',
        // Refused: she is not an administrator, and the page says so.
        '/admin',
      ];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousIssues(page, path);
      }
    });

    test('the orders page with more filters, the column chooser, the palette and notifications open', async ({
      page,
    }) => {
      await page.goto('/orders');
      await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();

      await page.getByRole('button', { name: 'More filters' }).click();
      await expect(page.getByRole('button', { name: 'Fewer filters' })).toBeVisible();
      await expectNoSeriousIssues(page, 'more filters');

      await page.getByRole('button', { name: 'Columns' }).click();
      const chooser = page.getByRole('dialog', { name: 'Shown columns' });
      await expect(chooser.getByRole('checkbox', { name: 'Network' })).toBeVisible();
      await expectNoSeriousIssuesInDialog(page, 'column chooser');
      await page.keyboard.press('Escape');
      await expect(chooser).toBeHidden();

      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Search the dashboard' });
      await expect(palette).toBeVisible();
      await expectNoSeriousIssuesInDialog(page, 'command palette');
      await page.keyboard.press('Escape');
      await expect(palette).toBeHidden();

      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('dialog', { name: 'Waiting for you' })).toBeVisible();
      await expectNoSeriousIssuesInDialog(page, 'notifications');
    });

    test('the cancel dialog, and the menu on a phone', async ({ page, request }) => {
      const order = await createWithdrawal(request, {
        portfolio: 'Treasury Vault',
        amount: '0.01',
        externalOrderId: uniqueId(`axe-cancel-${colorScheme}`),
      });
      await page.goto(`/orders/${order.orderId}`);
      const actions = page.getByRole('region', { name: 'Actions on this order' });
      await actions.getByRole('button', { name: 'Cancel order' }).click();
      await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toBeVisible();
      await expectNoSeriousIssuesInDialog(page, 'cancel dialog');
      await page.keyboard.press('Escape');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Toggle navigation' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }),
      ).toBeInViewport();
      await expectNoSeriousIssues(page, 'menu on a phone');
    });

    test.describe('as an approver', () => {
      test.use({ person: 'amara-okafor' });

      test('the approve and master-password dialogs', async ({ page, request }) => {
        const toApprove = await createWithdrawal(request, {
          portfolio: 'Treasury Vault',
          amount: '0.01',
          externalOrderId: uniqueId(`axe-approve-${colorScheme}`),
        });
        await page.goto(`/co-sign/${toApprove.orderId}`);
        const review = page.getByRole('region', { name: /^Review/ });
        await expect(review.getByRole('button', { name: 'Approve…' })).toBeVisible();
        await expectNoSeriousIssues(page, 'one order’s review');
        await review.getByRole('button', { name: 'Approve…' }).click();
        await expect(page.getByRole('dialog', { name: 'Approve this order?' })).toBeVisible();
        await expectNoSeriousIssuesInDialog(page, 'approve dialog');
        await page.keyboard.press('Escape');

        const needsPassword = await createWithdrawal(request, {
          portfolio: 'Cold Reserve',
          amount: '0.01',
          externalOrderId: uniqueId(`axe-password-${colorScheme}`),
        });
        await coSignViaApi(request, needsPassword.orderId, 'approver-1');
        await page.goto(`/orders/${needsPassword.orderId}`);
        await page
          .getByRole('region', { name: 'Actions on this order' })
          .getByRole('button', { name: 'Enter master password' })
          .click();
        await expect(page.getByRole('dialog', { name: 'Enter the master password' })).toBeVisible();
        await expectNoSeriousIssuesInDialog(page, 'master-password dialog');
      });
    });

    test.describe('as an administrator', () => {
      test.use({ person: 'priya-natarajan' });

      test('an activity entry drawer', async ({ page }) => {
        await page.goto('/activity');
        const table = page.getByRole('table', { name: 'Activity in this dashboard' });
        await table.locator('tbody tr[data-row-index]').first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoSeriousIssuesInDialog(page, 'activity entry drawer');
      });

      test('the administration console and its confirmation', async ({ page, browser }) => {
        // Someone else signed in, so the sessions table has a row with its actions.
        const other = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
        try {
          await signIn(other.request, 'henrik-larsen');
          await page.goto('/admin');
          const sessions = page.getByRole('table', { name: 'Live sessions' });
          await expect(sessions.getByText('This session')).toBeVisible();
          await expectNoSeriousIssues(page, '/admin');
          await sessions
            .getByRole('button', { name: 'End this session of Henrik Larsen' })
            .first()
            .click();
          await expect(
            page.getByRole('dialog', { name: 'End this session of Henrik Larsen?' }),
          ).toBeVisible();
          await expectNoSeriousIssuesInDialog(page, 'end-session dialog');
        } finally {
          await other.close();
        }
      });
    });

    test.describe('signed out', () => {
      test.use({ person: null });

      test('the sign-in page', async ({ page }) => {
        await page.goto('/sign-in');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousIssues(page, '/sign-in');
      });
    });
  });
}
