import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { approveInUi, findOrder, personAt } from './co-sign-helpers';

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

test('treasury builds a USDC transfer to an address-book entry; the approver reads it in words and approves', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.goto('/new/multi-smart-call');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: /^ETH · Ether/ }).click();
  await page.getByRole('combobox', { name: 'Portfolio' }).click();
  await page.getByRole('option', { name: /Operations Hot Wallet/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  const call = page.getByRole('region', { name: 'Call 1' });
  await call.getByRole('combobox', { name: 'Contract' }).click();
  await page.getByRole('option', { name: 'USDC · USD Coin' }).click();
  await expect(call.getByRole('textbox', { name: 'Contract: address' })).toHaveValue(usdc);
  await expect(call.getByText('USD Coin (USDC), 6 decimal places')).toBeVisible();
  await call.getByRole('combobox', { name: 'Function' }).click();
  await page.getByRole('option', { name: 'Send tokens (transfer)' }).click();
  await call.getByRole('combobox', { name: 'Recipient' }).click();
  // An entry whose Travel Rule check has not passed is listed, but cannot be chosen.
  await expect(
    page.getByRole('option', { name: /^Unverified mixer \(unavailable/ }),
  ).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'Halcyon USDC treasury' }).click();

  // A thousands separator is refused with the reason, not guessed at.
  const amount = call.getByRole('textbox', { name: 'Amount (USDC)' });
  await amount.fill('1,250');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(call.getByText(/Commas are ambiguous/)).toBeVisible();
  await expect(page).toHaveURL(/step=payloads/);
  await amount.fill('1250.0000001');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(call.getByText('USDC has 6 decimal places; this amount has 7')).toBeVisible();
  await amount.fill('1250');
  await expect(call.getByRole('status')).toHaveText(
    'This call: 1,250 USDC to Halcyon USDC treasury',
  );
  // The builder with its refusals shown and a call built: nothing axe calls serious.
  expect(await seriousViolations(page, 'calls step')).toEqual([]);
  await page.getByRole('button', { name: 'Next' }).click();

  // The token call sends no ETH of its own, so the order's amount is zero.
  await expect(page).toHaveURL(/step=settings/);
  await page.getByRole('textbox', { name: /Amount \(ETH\)/ }).fill('0');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/step=review/);
  const reviewed = page.getByRole('table', { name: 'Call 1' });
  await expect(page.getByText('Call 1 of 1: 1,250 USDC to Halcyon USDC treasury')).toBeVisible();
  await expect(reviewed.getByRole('row', { name: /Function/ })).toContainText('transfer');
  await expect(page.getByRole('table', { name: 'What this order does' })).not.toContainText(
    /externalBroadcast|blockchainTransactionType|payloads/,
  );
  const externalOrderId = (
    await page
      .getByRole('row', { name: /Order reference/ })
      .getByRole('cell')
      .last()
      .innerText()
  ).trim();
  await page.getByRole('button', { name: 'Submit multi-smart-call order' }).click();
  await expect(page.getByRole('status', { name: 'Order created' })).toContainText(externalOrderId);

  const created = await findOrder(page.request, externalOrderId);
  expect(created.amount).toBe('0');
  await expect
    .poll(async () => (await findOrder(page.request, externalOrderId)).status, { timeout: 20_000 })
    .toBe('co-sign-require');

  const marcus = await personAt(browser, 'marcus-chen');
  try {
    await marcus.goto(`/co-sign?orderId=${created.orderId}`);
    const review = marcus.getByRole('region', { name: /^Review/ });
    await expect(
      review.getByText('Call 1 of 1: 1,250 USDC to Halcyon USDC treasury'),
    ).toBeVisible();
    await approveInUi(marcus, created.orderId);
    await expect
      .poll(async () => (await findOrder(page.request, externalOrderId)).extra?.coSigners, {
        timeout: 20_000,
      })
      .toEqual(['user-marcus-chen']);
  } finally {
    await marcus.context().close();
  }
});
