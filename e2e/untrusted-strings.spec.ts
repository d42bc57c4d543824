import { z } from 'zod';
import { expect, test } from './fixtures';

const MARKUP_DESCRIPTION =
  'Rebalance to Kraken <img src=x onerror=alert(1)> <script>alert("order")</script>';

const ordersSchema = z.object({
  orders: z.array(
    z.object({
      orderId: z.string(),
      extra: z.object({ description: z.string().optional() }).optional(),
    }),
  ),
});

test('markup in an API string is shown as text and never runs', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const response = await page.request.get(
    '/platform/orders?orderTypes=withdraw&statuses=co-sign-require&limit=1000',
  );
  const { orders } = ordersSchema.parse(await response.json());
  const order = orders.find((candidate) => candidate.extra?.description === MARKUP_DESCRIPTION);
  if (!order) throw new Error('the seed has no order with a markup description');

  for (const view of [`/orders/${order.orderId}`, `/co-sign?orderId=${order.orderId}`]) {
    await page.goto(view);
    await expect(page.getByText(MARKUP_DESCRIPTION).first()).toBeVisible();
    // The markup stayed text: no element was created from it.
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(
      await page
        .locator('script')
        .evaluateAll((scripts) => scripts.some((script) => script.textContent.includes('alert('))),
    ).toBe(false);
  }
  expect(dialogs).toBe(0);
});
