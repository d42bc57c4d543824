import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { type WireOrder } from '../src/shared/contracts/orders';
import { E2E_PORT } from './ports';
import { scriptApi, signIn, type Person } from './people';
import {
  wireCryptoAddressesResponseSchema,
  wireOrderSchema,
  wireOrdersResponseSchema,
  wirePortfoliosResponseSchema,
} from '../src/shared/contracts/wire-schemas';

export async function portfolioId(request: APIRequestContext, name: string): Promise<string> {
  const response = await scriptApi(request, 'treasury').get('/platform/portfolios');
  const { portfolios } = wirePortfoliosResponseSchema.parse(await response.json());
  const found = portfolios.find((portfolio) => portfolio.portfolioName === name);
  if (!found) throw new Error(`No portfolio named ${name}`);
  return found.portfolioId;
}

async function addressId(request: APIRequestContext, name: string): Promise<string> {
  const response = await scriptApi(request, 'treasury').get('/platform/crypto-addresses');
  const { cryptoAddresses } = wireCryptoAddressesResponseSchema.parse(await response.json());
  const found = cryptoAddresses.find((entry) => entry.name === name);
  if (!found) throw new Error(`No address-book entry named ${name}`);
  if (found.travelRuleStatus !== 'passed') throw new Error(`${name} has not passed Travel Rule`);
  return found.cryptoAddressId;
}

export async function findOrder(request: APIRequestContext, externalOrderId: string) {
  const response = await scriptApi(request, 'treasury').get(
    `/platform/orders?orderTypes=withdraw&externalOrderId=${encodeURIComponent(externalOrderId)}`,
  );
  const [order] = wireOrdersResponseSchema.parse(await response.json()).orders;
  if (!order) throw new Error(`Order ${externalOrderId} not found`);
  return order;
}

/**
 * Setup: the treasury operator creates an ETH withdrawal to a Travel-Rule-passed entry, and the
 * test waits until the sandbox's lifecycle puts it in front of the co-signers.
 */
export async function createWithdrawal(
  request: APIRequestContext,
  options: { portfolio: string; amount: string; externalOrderId: string },
): Promise<WireOrder> {
  const response = await scriptApi(request, 'treasury').post('/platform/orders', {
    orderType: 'withdraw',
    portfolioId: await portfolioId(request, options.portfolio),
    amount: options.amount,
    baseCurrency: 'ETH',
    mainCurrency: 'ETH',
    externalOrderId: options.externalOrderId,
    toCryptoAddressId: await addressId(request, 'Coinbase Prime settlement'),
    feeLevel: 'low',
    description: `Co-sign journey ${options.externalOrderId}`,
  });
  expect(response.status()).toBe(200);
  const created = wireOrderSchema.parse(await response.json());
  await expect
    .poll(async () => (await findOrder(request, options.externalOrderId)).status, {
      timeout: 20_000,
    })
    .toBe('co-sign-require');
  return created;
}

/** Co-signs through the API with an approver's own key, as setup for a later step of a journey. */
export async function coSignViaApi(
  request: APIRequestContext,
  orderId: string,
  approver: 'approver-1' | 'approver-2',
): Promise<void> {
  const response = await scriptApi(request, approver).patch(
    `/platform/orders/${orderId}`,
    {},
    'application/vnd.co-sign-order+json',
  );
  expect(response.status()).toBe(200);
}

export function uniqueId(label: string): string {
  return `e2e-co-sign-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** A second person at their own browser: a context of its own, signed in as them. */
export async function personAt(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${E2E_PORT}` });
  const page = await context.newPage();
  await signIn(page.request, person);
  return page;
}

export async function approveInUi(page: Page, orderId: string) {
  await page.goto(`/co-sign?orderId=${orderId}`);
  const review = page.getByRole('region', { name: /^Review/ });
  await expect(review.getByText(`Order ${orderId}`)).toBeVisible();
  await review.getByRole('button', { name: 'Approve…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this order?' });
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(dialog).toBeHidden();
}
