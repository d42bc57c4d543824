import { approveInUi, createWithdrawal, findOrder, personAt, uniqueId } from './co-sign-helpers';
import { expect, test } from './fixtures';

test('two approvers, each signed in at their own browser, approve what the treasury operator created', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const externalOrderId = uniqueId('two-people');
  const order = await createWithdrawal(page.request, {
    portfolio: 'Treasury Vault',
    amount: '0.31',
    externalOrderId,
  });
  const marcus = await personAt(browser, 'marcus-chen');
  const amara = await personAt(browser, 'amara-okafor');
  try {
    // Olivia, who created it, sees it waiting for others and cannot approve it herself.
    await page.goto(`/co-sign?orderId=${order.orderId}`);
    const review = page.getByRole('region', { name: /^Review/ });
    await expect(review.getByTestId('approve-disabled-reason')).toContainText(
      'You created this order',
    );

    await approveInUi(marcus, order.orderId);
    expect((await findOrder(page.request, externalOrderId)).extra?.coSigners).toEqual([
      'user-marcus-chen',
    ]);
    // Marcus's approval went out under his own key: his browser now reads "already approved".
    await marcus.goto(`/co-sign?orderId=${order.orderId}`);
    await expect(
      marcus.getByRole('region', { name: /^Review/ }).getByTestId('approve-disabled-reason'),
    ).toContainText('already approved');

    await approveInUi(amara, order.orderId);
    const approved = await findOrder(page.request, externalOrderId);
    expect(approved.extra?.coSigners).toEqual(['user-marcus-chen', 'user-amara-okafor']);
    expect(approved.status).not.toBe('co-sign-require');
  } finally {
    await marcus.context().close();
    await amara.context().close();
  }
});
