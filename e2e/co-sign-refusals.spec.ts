import { expect, test } from './fixtures';
import { coSignViaApi, createWithdrawal, findOrder, uniqueId } from './co-sign-helpers';
import { scriptApi, switchPerson } from './people';
import { wireOrdersResponseSchema } from '../src/shared/contracts/wire-schemas';

const MASTER_PASSWORD = 'northwind-sandbox-master';
const MASTER_PASSWORD_SHA256 = '8f503b6f950e187b38f5ee83aa1a06336a3c9666d7237b368a8d6f2a29055c69';

test.describe('co-sign refusals', () => {
  // Each test provokes the API's refusal on purpose.
  test.use({ allowedHttpStatuses: [403, 409] });
  // Each test first waits for the sandbox lifecycle to put its new orders up for co-signing.
  test.describe.configure({ timeout: 60_000 });

  test('nobody can approve their own order: the action is disabled and says why', async ({
    page,
  }) => {
    const order = await createWithdrawal(page.request, {
      portfolio: 'Treasury Vault',
      amount: '0.5',
      externalOrderId: uniqueId('self'),
    });
    await switchPerson(page, 'olivia-grant');
    await page.goto(`/co-sign?orderId=${order.orderId}`);
    const review = page.getByRole('region', { name: /^Review/ });
    await expect(review.getByText(`Order ${order.orderId}`)).toBeVisible();
    await expect(review.getByRole('button', { name: /Approve/ })).toBeDisabled();
    await expect(review.getByTestId('approve-disabled-reason')).toContainText(
      'four-eyes rule someone else must approve it',
    );
    // The `a` key explains instead of opening the confirm step.
    await page.keyboard.press('a');
    await expect(page.getByRole('dialog', { name: 'Approve this order?' })).toHaveCount(0);
    await expect(page.getByText('Cannot approve', { exact: true })).toBeVisible();
  });

  test('a wrong master password is refused in the dialog, the input kept, and only the hash is ever sent', async ({
    page,
  }) => {
    const order = await createWithdrawal(page.request, {
      portfolio: 'Cold Reserve',
      amount: '0.25',
      externalOrderId: uniqueId('master-password'),
    });
    // Co-signer A signs first; the Cold Reserve policy then asks for the master password.
    await coSignViaApi(page.request, order.orderId, 'approver-1');
    expect((await findOrder(page.request, order.externalOrderId)).status).toBe(
      'master-password-required',
    );

    // Everything the page sends (URL, headers, body) and everything it logs.
    const bodies: string[] = [];
    const sent: string[] = [];
    const logged: string[] = [];
    page.on('request', (request) => {
      bodies.push(request.postData() ?? '');
      sent.push(request.url(), JSON.stringify(request.headers()));
    });
    page.on('console', (message) => logged.push(message.text()));
    await switchPerson(page, 'amara-okafor');
    await page.goto(`/co-sign?orderId=${order.orderId}`);
    const review = page.getByRole('region', { name: /^Review/ });
    await review.getByRole('button', { name: 'Enter master password…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve this order?' });
    const password = dialog.getByLabel('Master password');
    await password.fill('not-the-master-password');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    // Said once, in words, at the field: not again with the API's own wording.
    await expect(
      dialog.getByText('The master password is not correct, so nothing was approved.', {
        exact: false,
      }),
    ).toBeVisible();
    await expect(dialog.getByText(/master password is (not correct|wrong)/i)).toHaveCount(1);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(password).toHaveValue('not-the-master-password');
    await expect(dialog).toBeVisible();

    // Corrected in place, it goes through.
    await password.fill(MASTER_PASSWORD);
    const patch = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' && response.url().endsWith(order.orderId),
    );
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    expect((await patch).status()).toBe(200);
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await findOrder(page.request, order.externalOrderId)).status)
      .not.toBe('master-password-required');

    const patches = bodies.filter((body) => body.includes('masterPassword'));
    expect(patches).toHaveLength(2);
    expect(patches[1]).toBe(JSON.stringify({ masterPassword: MASTER_PASSWORD_SHA256 }));
    for (const text of [...bodies, ...sent, ...logged]) {
      expect(text).not.toContain(MASTER_PASSWORD);
      expect(text).not.toContain('not-the-master-password');
    }
    // Nor is it kept in the page's storage or cookies.
    const stored = await page.evaluate(() =>
      JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]),
    );
    expect(stored).not.toContain(MASTER_PASSWORD);
    expect(stored).not.toContain('not-the-master-password');
    expect(JSON.stringify(await page.context().cookies())).not.toContain(MASTER_PASSWORD);
  });

  test('the read-only risk analyst cannot approve', async ({ page }) => {
    const vaultOrder = await createWithdrawal(page.request, {
      portfolio: 'Treasury Vault',
      amount: '0.75',
      externalOrderId: uniqueId('risk-vault'),
    });
    const coldOrder = await createWithdrawal(page.request, {
      portfolio: 'Cold Reserve',
      amount: '0.8',
      externalOrderId: uniqueId('risk-cold'),
    });
    await switchPerson(page, 'henrik-larsen');
    const review = page.getByRole('region', { name: /^Review/ });

    // Treasury Vault names its co-signers; the analyst is not one of them.
    await page.goto(`/co-sign?orderId=${vaultOrder.orderId}`);
    await expect(review.getByText(`Order ${vaultOrder.orderId}`)).toBeVisible();
    await expect(review.getByRole('button', { name: /Approve/ })).toBeDisabled();
    await expect(review.getByTestId('approve-disabled-reason')).toContainText(
      'Only Marcus Chen and Amara Okafor may approve',
    );

    // Cold Reserve lets any approver sign, but the analyst does not have the approver role.
    await page.goto(`/co-sign?orderId=${coldOrder.orderId}`);
    await expect(review.getByText(`Order ${coldOrder.orderId}`)).toBeVisible();
    await expect(review.getByRole('button', { name: /Approve/ })).toBeDisabled();
    await expect(review.getByTestId('approve-disabled-reason')).toContainText(
      'Approving orders needs the approver role, which you do not have.',
    );
    expect((await findOrder(page.request, coldOrder.externalOrderId)).extra?.coSigners).toEqual([]);
  });

  test('an order awaiting an organization administrator offers no approve button, a dashboard administrator neither', async ({
    page,
  }) => {
    const response = await scriptApi(page.request, 'treasury').get(
      '/platform/orders?orderTypes=withdraw&statuses=waiting-approve',
    );
    expect(response.status(), await response.text()).toBe(200);
    const [order] = wireOrdersResponseSchema.parse(await response.json()).orders;
    if (!order) throw new Error('The sandbox seeds orders awaiting administrator approval');
    const review = page.getByRole('region', { name: /^Review/ });
    for (const [person, words] of [
      [
        'marcus-chen',
        'Ask an administrator of the organization to approve it in the Copper platform.',
      ],
      ['priya-natarajan', 'administrator role in this dashboard does not approve it'],
    ] as const) {
      await switchPerson(page, person);
      await page.goto(`/co-sign/${order.orderId}`);
      await expect(review.getByText(`Order ${order.orderId}`)).toBeVisible();
      await expect(review.getByRole('button', { name: /Approve|master password/ })).toHaveCount(0);
      const reason = review.getByTestId('approve-disabled-reason');
      await expect(reason).toContainText(
        "Needs an organization administrator's approval, in the Copper platform",
      );
      await expect(reason).toContainText(words);
    }
  });
});
