import { expect, test } from './fixtures';
import { createWithdrawal, findOrder, uniqueId } from './co-sign-helpers';
import { switchPerson } from './people';

test('two co-signers approve a treasury withdrawal, which then executes', async ({ page }) => {
  test.setTimeout(90_000);
  const externalOrderId = uniqueId('two-signers');
  // 18 decimals: the review must show the amount without rounding.
  const amount = '0.123456789012345678';
  const order = await createWithdrawal(page.request, {
    portfolio: 'Treasury Vault',
    amount,
    externalOrderId,
  });
  const review = page.getByRole('region', { name: /^Review/ });
  const code = page.getByTestId('approval-code');

  // The initiator sees the order awaiting others, with the code to pass on.
  await switchPerson(page, 'olivia-grant');
  await page.goto(`/co-sign?orderId=${order.orderId}`);
  await expect(review.getByText(`Order ${order.orderId}`)).toBeVisible();
  await expect(code).toHaveText(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/);
  const initiatorCode = await code.innerText();
  await expect(review.getByRole('button', { name: /Approve/ })).toBeDisabled();
  await expect(review.getByTestId('approve-disabled-reason')).toContainText(
    'You created this order',
  );
  const awaitingOthers = page.getByRole('region', { name: 'Awaiting others' });
  await expect(awaitingOthers.locator(`[data-order-id="${order.orderId}"]`)).toBeVisible();

  // Co-signer A sees the same code and every detail, then approves: 1 of 2.
  await switchPerson(page, 'marcus-chen');
  await page.goto(`/co-sign?orderId=${order.orderId}`);
  await expect(code).toHaveText(initiatorCode);
  await expect(review.getByText('0.123456789012345678')).toBeVisible();
  await expect(review.getByText('Coinbase Prime settlement')).toBeVisible();
  await expect(review.getByRole('cell', { name: /^Olivia Grant/ })).toBeVisible();
  await expect(review.getByTestId('co-sign-progress')).toHaveText('0 of 2 approvals');
  await review.getByRole('button', { name: 'Approve…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this order?' });
  await expect(dialog.getByText('0.123456789012345678')).toBeVisible();
  await expect(dialog.getByTestId('approval-code')).toHaveText(initiatorCode);
  await expect(dialog.getByLabel(/master password/i)).toHaveCount(0);
  const patch = page.waitForRequest(
    (request) => request.method() === 'PATCH' && request.url().endsWith(`/orders/${order.orderId}`),
  );
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  expect((await patch).postData()).toBe('{}');
  await expect(dialog).toBeHidden();
  await page.goto(`/co-sign?orderId=${order.orderId}`);
  await expect(review.getByTestId('co-sign-progress')).toHaveText('1 of 2 approvals');
  await expect(review.getByText('Marcus Chen')).toBeVisible();
  await expect(review.getByTestId('approve-disabled-reason')).toContainText('already approved');

  // Co-signer B completes it; it leaves the queue and proceeds.
  await switchPerson(page, 'amara-okafor');
  await page.goto(`/co-sign?orderId=${order.orderId}`);
  await expect(code).toHaveText(initiatorCode);
  await expect(review.getByTestId('co-sign-progress')).toHaveText('1 of 2 approvals');
  await review.getByRole('button', { name: 'Approve…' }).click();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator(`[data-order-id="${order.orderId}"]`)).toHaveCount(0);
  expect((await findOrder(page.request, externalOrderId)).extra?.coSigners).toEqual([
    'user-marcus-chen',
    'user-amara-okafor',
  ]);

  // The sandbox lifecycle moves it on every few seconds; the orders list shows it executed.
  await page.goto(`/orders?externalOrderId=${externalOrderId}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('table', { name: 'Orders' })).toContainText('Executed', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 40_000 });
});
