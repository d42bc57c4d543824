import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createWithdrawal, uniqueId } from './co-sign-helpers';
import { switchPerson } from './people';

const PHONE = { width: 390, height: 844 };

/** Whether the element is wholly on the first screen, the page not scrolled. */
async function onFirstScreen(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const scrolled = await page.evaluate(() => window.scrollY);
  return box !== null && scrolled === 0 && box.y >= 0 && box.y + box.height <= PHONE.height + 0.5;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** What the page says after an action covers neither the queue nor the review, and no toast does. */
async function expectNothingCovers(page: Page) {
  const status = page.getByTestId('co-sign-status');
  const covered = [
    page.getByRole('navigation', { name: 'Approval queue' }),
    page.getByRole('region', { name: /^Review/ }),
  ];
  const statusBox = await status.boundingBox();
  expect(statusBox).not.toBeNull();
  for (const target of covered) {
    if (!(await target.isVisible())) continue;
    const box = await target.boundingBox();
    if (statusBox && box) expect(overlaps(statusBox, box)).toBe(false);
  }
}

test.describe('co-sign on a phone', () => {
  test.use({ viewport: PHONE });
  // Each test first waits for the sandbox lifecycle to put its new order up for co-signing.
  test.describe.configure({ timeout: 60_000 });

  test('a link to one order opens its review first, the queue a tap away, and approving works', async ({
    page,
  }) => {
    const amount = '0.314159265358979323';
    const order = await createWithdrawal(page.request, {
      portfolio: 'Treasury Vault',
      amount,
      externalOrderId: uniqueId('phone'),
    });
    await switchPerson(page, 'marcus-chen');
    // The link the approval email and the bell give.
    await page.goto(`/co-sign/${order.orderId}`);
    const review = page.getByRole('region', { name: /^Review/ });
    await expect(review.getByText(`Order ${order.orderId}`)).toBeVisible();
    const approve = review.getByRole('button', { name: 'Approve…' });
    for (const part of [review.getByText(amount), page.getByTestId('approval-code'), approve]) {
      await expect(part).toBeVisible();
      expect(await onFirstScreen(page, part)).toBe(true);
    }
    // The queue is not in the way, but one tap away.
    const queue = page.getByRole('navigation', { name: 'Approval queue' });
    await expect(queue).toBeHidden();
    const back = page.getByRole('link', { name: /^Back to the queue \(\d+ waiting\)$/ });
    expect(await onFirstScreen(page, back)).toBe(true);

    await approve.click();
    const dialog = page.getByRole('dialog', { name: 'Approve this order?' });
    await expect(dialog.getByText(amount)).toBeVisible();
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog).toBeHidden();
    // The panel says what happened and where the review went, covering nothing.
    const status = page.getByTestId('co-sign-status');
    await expect(status).toContainText('Approved');
    await expect(status).toContainText('1 of 2 approvals.');
    await expect(status).toContainText(/Next: .+ from .+\.|Nothing else waits for your approval\./);
    await expectNothingCovers(page);

    // Back to the queue, whose rows each open their own review.
    await page.getByRole('link', { name: /^Back to the queue/ }).click();
    await expect(page).toHaveURL(/\/co-sign$/);
    await expect(queue).toBeVisible();
    await expect(review).toBeHidden();
    // No review is shown, so no row is marked as the one under review.
    await expect(queue.locator('[aria-current="true"]')).toHaveCount(0);
    const row = queue.locator(`[data-order-id="${order.orderId}"]`);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/co-sign/${order.orderId}$`));
    await expect(review.getByTestId('co-sign-progress')).toHaveText('1 of 2 approvals');
    await expect(review.getByTestId('approve-disabled-reason')).toContainText('already approved');
    // The phone's Back returns to the queue.
    await page.goBack();
    await expect(queue).toBeVisible();
  });

  test('an old ?orderId= link still opens that order, at its own address', async ({ page }) => {
    const order = await createWithdrawal(page.request, {
      portfolio: 'Treasury Vault',
      amount: '0.27',
      externalOrderId: uniqueId('old-link'),
    });
    await switchPerson(page, 'amara-okafor');
    await page.goto(`/co-sign?orderId=${order.orderId}`);
    await expect(page).toHaveURL(new RegExp(`/co-sign/${order.orderId}$`));
    await expect(
      page.getByRole('region', { name: /^Review/ }).getByText(`Order ${order.orderId}`),
    ).toBeVisible();
  });
});

test('at 1,280 px the queue and the review sit side by side, and the approval message covers neither', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const order = await createWithdrawal(page.request, {
    portfolio: 'Treasury Vault',
    amount: '0.33',
    externalOrderId: uniqueId('wide'),
  });
  await switchPerson(page, 'amara-okafor');
  await page.goto(`/co-sign/${order.orderId}`);
  const queue = page.getByRole('navigation', { name: 'Approval queue' });
  const review = page.getByRole('region', { name: /^Review/ });
  await expect(queue).toBeVisible();
  await expect(review.getByText(`Order ${order.orderId}`)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Back to the queue/ })).toBeHidden();
  await review.getByRole('button', { name: 'Approve…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this order?' });
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('co-sign-status')).toContainText('Approved');
  await expectNothingCovers(page);
  // Where it moved on to, the URL says; the message names it.
  const current = await queue.locator('[aria-current="true"]').getAttribute('data-order-id');
  if (current !== order.orderId) {
    await expect(page).toHaveURL(new RegExp(`/co-sign/${current ?? ''}$`));
    await expect(page.getByTestId('co-sign-status')).toContainText('Next: ');
  }
});
