import { expect, test } from './fixtures';
import { seriousViolations } from './axe';
import { listAllOrders } from './orders-api';

test('a row opens the detail in a drawer, and a linked order is one click away', async ({
  page,
  request,
}) => {
  const withdrawals = await listAllOrders(request, { orderTypes: 'withdraw' });
  const linked = withdrawals.find((order) => order.extra?.depositOrderId);
  const depositOrderId = linked?.extra?.depositOrderId;
  if (!linked || !depositOrderId) throw new Error('the seed links transfer pairs');

  await page.goto(`/orders?orderTypes=withdraw&externalOrderId=${linked.externalOrderId}`);
  const table = page.getByRole('table', { name: 'Orders' });
  await table.getByRole('cell', { name: 'Withdrawal', exact: true }).first().click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: `Order ${linked.orderId}` })).toBeVisible();
  await expect(drawer.getByText('Approval code')).toBeVisible();
  await expect(drawer.getByRole('table', { name: 'All fields of the order' })).toContainText(
    'External order id',
  );

  await drawer.getByRole('link', { name: `Deposit order: order ${depositOrderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${depositOrderId}$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
  await expect(main.getByText(depositOrderId).first()).toBeVisible();
  // The deposit points back at the withdrawal.
  await main.getByRole('link', { name: `Withdraw order: order ${linked.orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${linked.orderId}$`));
});

test('a ClearLoop undelegation shows its marker and both halves', async ({ page, request }) => {
  const deposits = await listAllOrders(request, { orderTypes: 'deposit' });
  const undelegation = deposits.find((order) => order.extra?.isClearLoopUnDelegation === true);
  const withdrawOrderId = undelegation?.extra?.withdrawOrderId;
  if (!undelegation || !withdrawOrderId) throw new Error('the seed has ClearLoop undelegations');

  await page.goto(`/orders/${undelegation.orderId}`);
  const main = page.getByRole('main');
  await expect(
    main.locator('.mantine-Badge-root', { hasText: 'ClearLoop undelegation' }),
  ).toBeVisible();
  await expect(
    main.getByRole('link', { name: `Withdraw order: order ${withdrawOrderId}` }),
  ).toBeVisible();
  await main.getByRole('button', { name: 'Raw JSON' }).click();
  await expect(main.getByText('"isClearLoopUnDelegation": true')).toBeVisible();
});

test.describe('a missing order', () => {
  test.use({ allowedHttpStatuses: [404] });

  test('says so in words', async ({ page }) => {
    await page.goto('/orders/no-such-order');
    await expect(
      page.getByText('There is no order no-such-order.', { exact: false }),
    ).toBeVisible();
  });
});

test('a multi-smart-call order lists each call decoded, in the list and on its page', async ({
  page,
  request,
}) => {
  const withdrawals = await listAllOrders(request, { orderTypes: 'withdraw' });
  const calls = withdrawals.find((order) => (order.extra?.payloads?.length ?? 0) >= 3);
  const payloads = calls?.extra?.payloads;
  if (!calls || !payloads) throw new Error('the seed has multi-smart-call orders');

  await page.goto(`/orders?orderTypes=withdraw&externalOrderId=${calls.externalOrderId}`);
  const table = page.getByRole('table', { name: 'Orders' });
  // What the calls move, not the order's own amount of 0.
  await expect(table.getByTestId('smart-calls-summary')).toContainText(`USDC to 0x`);
  await expect(table.getByTestId('smart-calls-summary')).toContainText(
    `and ${payloads.length - 1} more calls`,
  );

  await page.goto(`/orders/${calls.orderId}`);
  const section = page.getByRole('region', { name: 'Contract calls' });
  // The seed's calls are on USDC: a transfer, an approval and a call no ABI knows.
  const first = section.getByRole('listitem').nth(0);
  await expect(first).toContainText(`Call 1 of ${payloads.length}`);
  await expect(first.getByRole('table', { name: 'Call 1' })).toContainText('USDC');
  await expect(first.getByRole('table', { name: 'Call 1' })).toContainText('transfer');
  await expect(section.getByRole('table', { name: 'Call 2' })).toContainText('Allowed to spend');
  await expect(section.getByRole('table', { name: 'Call 3' })).toContainText(
    'Not decoded: its selector 0x',
  );
  // The raw payloads stay under All fields.
  await expect(page.getByRole('table', { name: 'All fields of the order' })).toContainText(
    payloads[0]?.slice(0, 20) ?? 'no payload',
  );
  expect(await seriousViolations(page, 'order page')).toEqual([]);
});
