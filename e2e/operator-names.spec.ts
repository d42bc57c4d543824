import { z } from 'zod';
import { expect, test } from './fixtures';
import { listOrders } from './orders-api';
import {
  wireCounterpartiesResponseSchema,
  wireLoansResponseSchema,
  wireOrganizationsResponseSchema,
} from '../src/shared/contracts/wire-schemas';

test.describe.configure({ timeout: 90_000 });

async function organizationId(request: Parameters<typeof listOrders>[0]): Promise<string> {
  const response = await request.get('/platform/organizations');
  const [first] = wireOrganizationsResponseSchema.parse(await response.json()).organizations;
  if (!first) throw new Error('the sandbox has an organization');
  return first.organizationId;
}

test('order detail names its creator and who may approve, with the ids one click away', async ({
  page,
  request,
}) => {
  const waiting = await listOrders(request, {
    orderTypes: 'withdraw',
    statuses: 'co-sign-require',
    limit: '200',
  });
  const order = waiting.find((candidate) => candidate.createdBy === 'user-olivia-grant');
  if (!order) throw new Error('the seed has withdrawals by Olivia Grant awaiting co-signers');

  await page.goto(`/orders/${order.orderId}`);
  // Who acts next: the approvals still missing, from people by name.
  await expect(
    page.getByRole('alert').filter({ hasText: /^Needs \d more approvals? from / }),
  ).toBeVisible();
  await expect(page.getByText(/approvals? still missing/)).toBeVisible();

  const fields = page.getByRole('table', { name: 'All fields of the order' });
  const createdBy = fields.getByRole('row', { name: /^Created by/ });
  await expect(createdBy).toContainText('Olivia Grant');
  await expect(createdBy).not.toContainText('user-olivia-grant');
  await expect(
    createdBy.getByRole('button', { name: 'Copy user id user-olivia-grant' }),
  ).toBeVisible();
  // Nothing on the page prints the raw person id as text.
  await expect(page.getByText('user-olivia-grant', { exact: true })).toHaveCount(0);
  // Nor the API's code for the order type: it reads as a withdrawal, the code on hover.
  await expect(fields.getByRole('row', { name: /^Order type/ })).toContainText('Withdrawal');
  await expect(page.getByText('withdraw', { exact: true })).toHaveCount(0);
});

test('the orders list says who acts next, by name', async ({ page }) => {
  await page.goto('/orders?statuses=co-sign-require&orderTypes=withdraw');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: 'Waiting on' })).toBeVisible();
  const waiting = table.getByText(/^\d more: \S/).first();
  await expect(waiting).toBeVisible();
  await expect(waiting).toHaveAttribute('title', /^Needs \d more approvals? from /);
  // The type in words, not the API's code.
  await expect(table.getByRole('cell', { name: 'Withdrawal', exact: true }).first()).toBeVisible();
  await expect(table.getByRole('cell', { name: 'withdraw', exact: true })).toHaveCount(0);
});

test('the loans list names the other side instead of showing its id', async ({ page, request }) => {
  const org = await organizationId(request);
  const loans = wireLoansResponseSchema.parse(
    await (await request.get(`/platform/organizations/${org}/loans?limit=50`)).json(),
  ).loans;
  const counterparties = wireCounterpartiesResponseSchema.parse(
    await (await request.get(`/platform/organizations/${org}/counterparties`)).json(),
  ).counterparties;
  const names = new Map(
    counterparties.map((party) => [party.counterpartyId, party.counterpartyName]),
  );
  const [loan] = loans;
  if (!loan) throw new Error('the seed has loans');
  const other =
    loan.lenderOrganizationId === org ? loan.borrowerCounterpartyId : loan.lenderCounterpartyId;
  const name = names.get(other);
  expect(name, 'the counterparties endpoint names every party').toBeDefined();

  await page.goto('/loans');
  const row = page.getByRole('table', { name: 'Loans' }).locator('tbody tr').first();
  await expect(row).toBeVisible();
  await expect(row.getByText(z.string().parse(name), { exact: true })).toBeVisible();
  await expect(row.getByText(other, { exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: `Copy counterparty id ${other}` })).toBeVisible();
});

test('the orders list names portfolios even when their names arrive after the orders', async ({
  page,
}) => {
  let releasePortfolios = () => {};
  const held = new Promise<void>((resolve) => {
    releasePortfolios = resolve;
  });
  await page.route('**/platform/portfolios*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/orders?orderTypes=withdraw');
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.locator('tbody tr[data-row-index]').first()).toBeVisible();
  releasePortfolios();
  await expect(table.getByText('Treasury Vault').first()).toBeVisible();
});
