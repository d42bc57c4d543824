import { coSignViaApi, createWithdrawal, findOrder, uniqueId } from './co-sign-helpers';
import { expect, test } from './fixtures';
import { switchPerson } from './people';

const MASTER_PASSWORD = 'northwind-sandbox-master';
const MASTER_PASSWORD_SHA256 = '8f503b6f950e187b38f5ee83aa1a06336a3c9666d7237b368a8d6f2a29055c69';

test.describe('enter the master password as its own step', () => {
  test.use({ allowedHttpStatuses: [409] });
  test.describe.configure({ timeout: 60_000 });

  test('an approver gives it on the order page: a wrong one is refused and kept, the right one once', async ({
    page,
    request,
  }) => {
    const order = await createWithdrawal(request, {
      portfolio: 'Cold Reserve',
      amount: '0.2',
      externalOrderId: uniqueId('password-detail'),
    });
    await coSignViaApi(request, order.orderId, 'approver-1');
    expect((await findOrder(request, order.externalOrderId)).status).toBe(
      'master-password-required',
    );

    // Its creator is told why the step is not theirs.
    await page.goto(`/orders/${order.orderId}`);
    const actions = page.getByRole('region', { name: 'Actions on this order' });
    await expect(actions.getByTestId('master-password-unavailable-reason')).toContainText(
      'a co-signer must give the master password',
    );
    await expect(actions.getByRole('button', { name: 'Enter master password' })).toHaveCount(0);

    const patches: { type: string; body: string }[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH')
        patches.push({ type: sent.headers()['content-type'] ?? '', body: sent.postData() ?? '' });
    });
    await switchPerson(page, 'amara-okafor');
    await page.goto(`/orders/${order.orderId}`);
    await actions.getByRole('button', { name: 'Enter master password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter the master password' });
    const password = dialog.locator('input').and(dialog.getByLabel('Master password'));
    await password.fill('not-the-master-password');
    await dialog.getByRole('button', { name: 'Give master password' }).click();
    // Said once, at the field, in words.
    await expect(
      dialog.getByText('The master password is not correct, so nothing was approved.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(dialog.getByText(/master password is (not correct|wrong)/i)).toHaveCount(1);
    await expect(password).toHaveValue('not-the-master-password');

    await password.fill(MASTER_PASSWORD);
    await dialog.getByRole('button', { name: 'Give master password' }).dblclick();
    await expect(dialog).toBeHidden();
    await expect(actions.getByRole('status')).toContainText('Master password given');
    await expect
      .poll(async () => (await findOrder(request, order.externalOrderId)).status)
      .not.toBe('master-password-required');

    expect(patches.map((patch) => patch.type)).toEqual([
      'application/vnd.enter-master-password+json',
      'application/vnd.enter-master-password+json',
    ]);
    expect(patches[1]?.body).toBe(JSON.stringify({ masterPassword: MASTER_PASSWORD_SHA256 }));
    for (const patch of patches) expect(patch.body).not.toContain(MASTER_PASSWORD);
  });

  test('a connection lost while giving it says it may have arrived, and the order shows the truth', async ({
    page,
    request,
  }) => {
    const order = await createWithdrawal(request, {
      portfolio: 'Cold Reserve',
      amount: '0.21',
      externalOrderId: uniqueId('password-network'),
    });
    await coSignViaApi(request, order.orderId, 'approver-1');
    await switchPerson(page, 'amara-okafor');
    await page.route(`**/platform/orders/${order.orderId}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      await route.fetch();
      return route.abort('aborted');
    });
    await page.goto(`/orders/${order.orderId}`);
    const actions = page.getByRole('region', { name: 'Actions on this order' });
    await actions.getByRole('button', { name: 'Enter master password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter the master password' });
    await dialog.locator('input').and(dialog.getByLabel('Master password')).fill(MASTER_PASSWORD);
    await dialog.getByRole('button', { name: 'Give master password' }).click();
    await expect(dialog.getByRole('alert')).toContainText('may or may not have reached the API');
    await page.unroute(`**/platform/orders/${order.orderId}`);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    // It did arrive: the order moved on, and the action is gone.
    await expect(actions.getByRole('button', { name: 'Enter master password' })).toHaveCount(0, {
      timeout: 20_000,
    });
  });
});
