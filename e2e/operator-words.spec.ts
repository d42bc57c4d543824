import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from './fixtures';

/**
 * API field names, endpoints, tags and raw status codes: none is a label an operator should
 * read. The API's words may still sit in hover titles and behind "Technical details"; the
 * check reads only the text on screen.
 */
const forbidden = [
  'portfolioId',
  'includeFeeInWithdraw',
  'externalOrderId',
  'blockchainTransactionType',
  'cryptoAddressId',
  'coSignersNumber',
  'POST /orders',
  'GET /orders',
  'GET /currencies',
  'defi-allowed',
  'co-sign-require',
  'master-password-required',
  'awaiting-settlement',
  'waiting-approve',
  'manual-resolving',
];

const idsSchema = z.object({ id: z.string() });

async function firstId(page: Page, path: string, pick: (body: unknown) => unknown) {
  const response = await page.request.get(path);
  expect(response.ok(), path).toBe(true);
  return idsSchema.parse({ id: pick(await response.json()) }).id;
}

async function shownText(page: Page, path: string): Promise<string> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Each page loads its data after its heading: wait until no part is still loading.
  await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 20_000 });
  return page.locator('body').innerText();
}

const listRoutes = [
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
  '/activity',
  '/settings',
];

for (const person of ['olivia-grant', 'marcus-chen', 'henrik-larsen'] as const) {
  test.describe(`as ${person}`, () => {
    test.use({ person, allowedHttpStatuses: [403] });

    test('no page shows an API field name, endpoint or raw status code', async ({ page }) => {
      test.setTimeout(120_000);
      const orderId = await firstId(
        page,
        '/platform/orders?orderTypes=withdraw&limit=1',
        (body) =>
          z.object({ orders: z.array(z.object({ orderId: z.string() })) }).parse(body).orders[0]
            ?.orderId,
      );
      const settlementId = await firstId(
        page,
        '/platform/clearloop/settlements?limit=1',
        (body) =>
          z.object({ settlements: z.array(z.object({ settlementId: z.string() })) }).parse(body)
            .settlements[0]?.settlementId,
      );
      const organizationId = await firstId(
        page,
        '/platform/organizations',
        (body) =>
          z.object({ organizations: z.array(z.object({ organizationId: z.string() })) }).parse(body)
            .organizations[0]?.organizationId,
      );
      const loanId = await firstId(
        page,
        `/platform/organizations/${organizationId}/loans?limit=1`,
        (body) =>
          z.object({ loans: z.array(z.object({ loanId: z.string() })) }).parse(body).loans[0]
            ?.loanId,
      );
      const routes = [
        ...listRoutes,
        `/orders/${orderId}`,
        `/clearloop/settlements/${settlementId}`,
        `/loans/${loanId}`,
      ];
      const found: string[] = [];
      for (const route of routes) {
        const text = await shownText(page, route);
        for (const word of forbidden) {
          if (text.includes(word)) found.push(`${route}: ${word}`);
        }
      }
      expect(found).toEqual([]);
    });
  });
}
