import { z } from 'zod';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  chooseAddress,
  chooseSource,
  enterAmount,
  ordersWithExternalId,
  reviewedExternalOrderId,
} from './new-withdrawal-helpers';

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

const MARKUP_ADDRESS_NAME = 'Cardano treasury <b>cold</b> <script>alert("ada")</script>';

/** Fails the test if markup from an API string became an element anywhere on the page. */
async function expectNoInjectedMarkup(page: Page) {
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await page.locator('b', { hasText: /^cold$/ }).count()).toBe(0);
  expect(
    await page
      .locator('script')
      .evaluateAll((scripts) => scripts.some((script) => script.textContent.includes('alert('))),
  ).toBe(false);
}

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
    await expectNoInjectedMarkup(page);
  }
  expect(dialogs).toBe(0);
});

test('markup in an address-book name is shown as text through the withdrawal and on the order', async ({
  page,
}) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await chooseSource(page, /^Staking Custody/, /^ADA on Cardano/);
  // The picker lists the entry under its literal name.
  await page.getByRole('radio', { name: 'An address-book entry' }).check();
  await expect(page.getByText(MARKUP_ADDRESS_NAME, { exact: true })).toBeVisible();
  await expectNoInjectedMarkup(page);
  await chooseAddress(page, /^Cardano treasury <b>cold<\/b>/);
  await enterAmount(page, '1.5');

  await expect(page.getByText(MARKUP_ADDRESS_NAME).first()).toBeVisible();
  await expectNoInjectedMarkup(page);
  const externalOrderId = await reviewedExternalOrderId(page);
  await page.getByRole('button', { name: 'Submit withdrawal' }).click();
  await expect(page.getByText('Withdrawal created', { exact: true })).toBeVisible();

  const [order] = await ordersWithExternalId(page, externalOrderId);
  if (!order) throw new Error('the withdrawal was not created');
  await page.goto(`/orders/${order.orderId}`);
  await expect(page.getByText(MARKUP_ADDRESS_NAME).first()).toBeVisible();
  await expectNoInjectedMarkup(page);
  expect(dialogs).toBe(0);
});
