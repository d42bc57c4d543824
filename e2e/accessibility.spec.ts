import { z } from 'zod';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';

// The routes the navigation smoke test does not reach: a detail page and the not-found page.

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
