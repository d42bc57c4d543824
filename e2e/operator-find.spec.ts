import { expect, test } from './fixtures';
import { listOrders } from './orders-api';

async function someOrder(request: Parameters<typeof listOrders>[0]) {
  const [order] = await listOrders(request, { orderTypes: 'withdraw', limit: '20', offset: '0' });
  if (!order) throw new Error('the seed has withdrawals');
  return order;
}

test('the orders search opens an order from its whole id, and from the 8 characters the table shows', async ({
  page,
  request,
}) => {
  const order = await someOrder(request);
  await page.goto('/orders');
  const find = page.getByRole('textbox', { name: 'Find an order' });
  await find.fill(order.orderId);
  await find.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/orders/${order.orderId}$`));
  await expect(page.getByText(order.orderId).first()).toBeVisible();

  await page.goto('/orders');
  const shown = `${order.orderId.slice(0, 8)}…`;
  await page.getByRole('textbox', { name: 'Find an order' }).fill(shown);
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.orderId}$`));
});

test.describe('an external order id shaped like an order id', () => {
  // The search first asks GET /orders/{id} for anything shaped like an order id; its 404 is
  // how it learns to look among external order ids instead.
  test.use({ allowedHttpStatuses: [404] });

  test('the orders search filters by an external order id, and says honestly when a prefix finds nothing', async ({
    page,
    request,
  }) => {
    const order = await someOrder(request);
    await page.goto('/orders');
    const find = page.getByRole('textbox', { name: 'Find an order' });
    await find.fill(order.externalOrderId);
    await find.press('Enter');
    await expect(page).toHaveURL(/externalOrderId=/);
    await expect(page.getByText('Showing orders with this external order id.')).toBeVisible();
    await expect(
      page
        .getByRole('table', { name: 'Orders' })
        .getByRole('link', { name: `Order ${order.orderId}` }),
    ).toBeVisible();

    await find.fill('ffffffff');
    await find.press('Enter');
    await expect(page.getByText('No recent order starts with ffffffff')).toBeVisible();
    await expect(page.getByText(/finds an order by its whole id only/)).toBeVisible();
  });
});

test('the command palette opens with / or Ctrl+K and finds an order by id and by prefix, and pages by name', async ({
  page,
  request,
}) => {
  const order = await someOrder(request);
  await page.goto('/files');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.keyboard.press('/');
  const search = page.getByRole('textbox', { name: 'Search the dashboard' });
  await expect(search).toBeVisible();
  await search.fill(order.orderId.slice(0, 8));
  await page.getByRole('button', { name: new RegExp(`Order ${order.orderId}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.orderId}$`));

  await expect(search).toBeHidden();
  await page.keyboard.press('Control+k');
  await search.fill(order.orderId);
  await page.getByRole('button', { name: new RegExp(`Order ${order.orderId}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.orderId}$`));

  await expect(search).toBeHidden();
  await page.keyboard.press('Control+k');
  await search.fill('risk board');
  await page.getByRole('button', { name: 'LTV risk board' }).click();
  await expect(page).toHaveURL(/\/loans\/risk$/);
});
