import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { expect, test } from './fixtures';

/**
 * The routes the navigation smoke test does not reach: a detail page and the not-found page.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} ${violation.help} at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

const listedOrders = z.object({ orders: z.array(z.object({ orderId: z.string() })).min(1) });

test('an order detail page has no serious accessibility issues', async ({ page }) => {
  const response = await page.request.get('/platform/orders?orderTypes=withdraw&limit=1');
  const [order] = listedOrders.parse(await response.json()).orders;
  await page.goto(`/orders/${order?.orderId ?? ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/order/i);
  await expect(page.getByText(order?.orderId ?? 'missing').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the not-found page has no serious accessibility issues', async ({ page }) => {
  await page.goto('/no-such-view');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
