import type { Page } from '@playwright/test';
import { activityPageSchema } from '../src/shared/audit';
import { coSignViaApi, createWithdrawal, findOrder, uniqueId } from './co-sign-helpers';
import { expect, test } from './fixtures';
import { switchPerson } from './people';

function cancelPatches(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.headers()['content-type']?.includes('cancel-order'))
      sent.push(request.postData() ?? '');
  });
  return sent;
}

test.describe('cancel an order', () => {
  // Each test first waits for the sandbox lifecycle to put its new order up for co-signing.
  test.describe.configure({ timeout: 60_000 });

  test('its creator cancels it with a reason, once however often they click, and it says it ended', async ({
    page,
    request,
  }) => {
    const order = await createWithdrawal(request, {
      portfolio: 'Treasury Vault',
      amount: '0.3',
      externalOrderId: uniqueId('cancel'),
    });
    const sent = cancelPatches(page);
    await page.goto(`/orders/${order.orderId}`);
    const actions = page.getByRole('region', { name: 'Actions on this order' });
    await actions.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(dialog.getByText(/say why the order is cancelled/i)).toBeVisible();
    await dialog.getByLabel('Reason').fill('Sent to the wrong desk');
    await dialog.getByRole('button', { name: 'Cancel order' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(actions.getByRole('status')).toContainText('Order cancelled');
    await expect(actions.getByTestId('cancel-unavailable-reason')).toContainText(
      'This order has ended (Cancelled)',
    );
    expect(sent).toEqual([JSON.stringify({ reason: 'Sent to the wrong desk' })]);
    expect((await findOrder(request, order.externalOrderId)).status).toBe('canceled');

    // Who cancelled it and why are on this dashboard's record, as the order has no field for them.
    const audit = activityPageSchema.parse(
      await (
        await request.get(`/api/activity?actions=order.cancel&orderId=${order.orderId}`)
      ).json(),
    );
    const done = audit.entries.find((entry) => entry.outcome === 'succeeded');
    expect(done?.person?.name).toBe('Olivia Grant');
    expect(done?.detail).toBe('Reason: Sent to the wrong desk');
  });

  test('is offered in the co-sign queue to its creator, and to nobody else, saying why', async ({
    page,
    request,
  }) => {
    const order = await createWithdrawal(request, {
      portfolio: 'Treasury Vault',
      amount: '0.31',
      externalOrderId: uniqueId('cancel-queue'),
    });
    await page.goto(`/co-sign?orderId=${order.orderId}`);
    const review = page.getByRole('region', { name: /^Review/ });
    await expect(review.getByText(`Order ${order.orderId}`)).toBeVisible();
    await expect(review.getByRole('button', { name: 'Cancel order' })).toBeVisible();

    await switchPerson(page, 'marcus-chen');
    await page.goto(`/orders/${order.orderId}`);
    const actions = page.getByRole('region', { name: 'Actions on this order' });
    await expect(actions.getByTestId('cancel-unavailable-reason')).toHaveText(
      'Only the person who created this order (Olivia Grant) can cancel it.',
    );
    await expect(actions.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  test.describe('refusals', () => {
    test.use({ allowedHttpStatuses: [409] });

    test('once processing has started the API refuses with 409: the dialog says so and keeps the reason', async ({
      page,
      request,
    }) => {
      const order = await createWithdrawal(request, {
        portfolio: 'Operations Hot Wallet',
        amount: '0.01',
        externalOrderId: uniqueId('cancel-late'),
      });
      await page.goto(`/orders/${order.orderId}`);
      const actions = page.getByRole('region', { name: 'Actions on this order' });
      await actions.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
      await dialog.getByLabel('Reason').fill('Too late?');

      // Meanwhile the co-signer approves, and the lifecycle starts processing it.
      await coSignViaApi(request, order.orderId, 'approver-1');
      await expect
        .poll(async () => (await findOrder(request, order.externalOrderId)).status, {
          timeout: 20_000,
        })
        .toMatch(/^(processing|executed)$/);

      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expect(dialog.getByRole('alert')).toContainText('can no longer be cancelled');
      await expect(dialog.getByLabel('Reason')).toHaveValue('Too late?');
      await dialog.getByRole('button', { name: 'Keep the order' }).click();
      await expect(actions.getByTestId('cancel-unavailable-reason')).toContainText(
        /Processing has started|This order has ended/,
      );
      expect((await findOrder(request, order.externalOrderId)).status).not.toBe('canceled');
    });

    test('a connection lost mid-cancel says it may have gone through, keeps the reason, and the order shows the truth', async ({
      page,
      request,
    }) => {
      const order = await createWithdrawal(request, {
        portfolio: 'Treasury Vault',
        amount: '0.32',
        externalOrderId: uniqueId('cancel-network'),
      });
      // The request reaches the server; its answer is lost on the way back.
      await page.route(`**/platform/orders/${order.orderId}`, async (route) => {
        if (route.request().method() !== 'PATCH') return route.fallback();
        await route.fetch();
        return route.abort('aborted');
      });
      await page.goto(`/orders/${order.orderId}`);
      const actions = page.getByRole('region', { name: 'Actions on this order' });
      await actions.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
      await dialog.getByLabel('Reason').fill('Network test');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expect(dialog.getByRole('alert')).toContainText('may or may not have reached the API');
      await expect(dialog.getByLabel('Reason')).toHaveValue('Network test');
      await page.unroute(`**/platform/orders/${order.orderId}`);
      await dialog.getByRole('button', { name: 'Keep the order' }).click();
      await expect(actions.getByTestId('cancel-unavailable-reason')).toContainText(
        'This order has ended (Cancelled)',
      );
    });
  });
});
