import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseAddress, chooseSource, enterAmount } from './new-withdrawal-helpers';
import {
  wireOrdersResponseSchema,
  wirePortfoliosResponseSchema,
} from '../src/shared/contracts/wire-schemas';

/**
 * The externalOrderId rule, for each order form: the same content keeps its id (retries,
 * a lost response), changed content gets a new one, and undoing the change brings the first
 * id back, so the retry still ends with exactly one order.
 */

// The retry meets the first attempt's order: the API's duplicate answer is expected.
test.use({ allowedHttpStatuses: [409] });
test.describe.configure({ timeout: 90_000 });

/** The first POST to `path` reaches the server (which creates the order); its answer is lost. */
async function loseFirstAnswer(page: Page, path: string): Promise<{ posts: number }> {
  const counter = { posts: 0 };
  let lost = false;
  await page.route(`**/platform${path}`, async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    counter.posts += 1;
    if (lost) return route.fallback();
    lost = true;
    await route.fetch();
    return route.abort('aborted');
  });
  return counter;
}

async function ordersWithExternalId(page: Page, externalOrderId: string) {
  const query = new URLSearchParams({ orderTypes: 'withdraw,deposit', externalOrderId });
  const response = await page.request.get(`/platform/orders?${query.toString()}`);
  expect(response.status()).toBe(200);
  return wireOrdersResponseSchema.parse(await response.json()).orders;
}

/** The id the review says the order will carry, from the review table's externalOrderId row. */
async function reviewedId(page: Page): Promise<string> {
  const row = page.getByRole('row', { name: /Order reference/ });
  return (await row.getByRole('cell').last().innerText()).trim();
}

test('withdrawal: a lost answer is retried under the same id; an edit gets a new one', async ({
  page,
}) => {
  const server = await loseFirstAnswer(page, '/orders');
  await chooseSource(page, /^Treasury Vault/, /^SOL on Solana/);
  await chooseAddress(page, /^Blue Harbor SOL/);
  await enterAmount(page, '0.000000002');
  const first = await reviewedId(page);

  await page.getByRole('button', { name: 'Submit withdrawal' }).click();
  await expect(page.getByRole('alert')).toContainText('Cannot reach the server');
  expect(await reviewedId(page)).toBe(first);
  expect(await ordersWithExternalId(page, first)).toHaveLength(1);

  await page.getByRole('button', { name: 'Back' }).click();
  await enterAmount(page, '0.000000003');
  const edited = await reviewedId(page);
  expect(edited).not.toBe(first);
  await page.getByRole('button', { name: 'Back' }).click();
  await enterAmount(page, '0.000000002');
  expect(await reviewedId(page)).toBe(first);

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Withdrawal created (by an earlier attempt)')).toBeVisible();
  expect(server.posts).toBe(2);
  const orders = await ordersWithExternalId(page, first);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.amount).toBe('0.000000002');
  expect(await ordersWithExternalId(page, edited)).toHaveLength(0);
});

test('staking: a lost answer is retried under the same id; an edit gets a new one', async ({
  page,
}) => {
  const server = await loseFirstAnswer(page, '/orders');
  await page.goto('/new/staking');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: /^SOL · Solana/ }).click();
  await page.getByRole('radio', { name: /Delegate stake/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Portfolio' }).click();
  await page.getByRole('option', { name: /Staking Custody/ }).click();
  const amount = page.getByRole('textbox', { name: /Amount to delegate/ });
  const reviewAmount = async (value: string) => {
    await amount.fill(value);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/step=review/);
    return reviewedId(page);
  };
  const first = await reviewAmount('0.000000002');

  await page.getByRole('button', { name: 'Submit staking order' }).click();
  await expect(page.getByRole('alert')).toContainText('Cannot reach the server');
  expect(await reviewedId(page)).toBe(first);
  expect(await ordersWithExternalId(page, first)).toHaveLength(1);

  await page.getByRole('button', { name: 'Back' }).click();
  const edited = await reviewAmount('0.000000003');
  expect(edited).not.toBe(first);
  await page.getByRole('button', { name: 'Back' }).click();
  expect(await reviewAmount('0.000000002')).toBe(first);

  await page.getByRole('button', { name: 'Try again' }).click();
  const created = page.getByRole('status', { name: 'Order created' });
  await expect(created).toContainText('An earlier attempt had already created this order');
  await expect(created).toContainText(first);
  expect(server.posts).toBe(2);
  expect(await ordersWithExternalId(page, first)).toHaveLength(1);
  expect(await ordersWithExternalId(page, edited)).toHaveLength(0);
});

// EIP-155's worked example as an unsigned legacy transaction (chain id 1).
const legacyTransaction =
  '0xec098504a817c800825208943535353535353535353535353535353535353535880de0b6b3a764000080018080';

test('multi-smart-call: a lost answer is retried under the same id; an edit gets a new one', async ({
  page,
}) => {
  const server = await loseFirstAnswer(page, '/orders');
  await page.goto('/new/multi-smart-call');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: /^ETH · Ether/ }).click();
  await page.getByRole('combobox', { name: 'Portfolio' }).click();
  await page.getByRole('option', { name: /Client Payments/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('switch', { name: 'Advanced: paste a transaction' }).check();
  await page.getByRole('textbox', { name: 'Transaction 1' }).fill(legacyTransaction);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=settings/);
  const reviewAmount = async (value: string) => {
    await page.getByRole('textbox', { name: /Amount/ }).fill(value);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/step=review/);
    return reviewedId(page);
  };
  const first = await reviewAmount('0.000000000000000002');

  await page.getByRole('button', { name: 'Submit multi-smart-call order' }).click();
  await expect(page.getByRole('alert')).toContainText('Cannot reach the server');
  expect(await reviewedId(page)).toBe(first);
  expect(await ordersWithExternalId(page, first)).toHaveLength(1);

  await page.getByRole('button', { name: 'Back' }).click();
  const edited = await reviewAmount('0.000000000000000003');
  expect(edited).not.toBe(first);
  await page.getByRole('button', { name: 'Back' }).click();
  expect(await reviewAmount('0.000000000000000002')).toBe(first);

  await page.getByRole('button', { name: 'Try again' }).click();
  const created = page.getByRole('status', { name: 'Order created' });
  await expect(created).toContainText('An earlier attempt had already created this order');
  expect(server.posts).toBe(2);
  const orders = await ordersWithExternalId(page, first);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.extra?.payloads).toEqual([legacyTransaction]);
  expect(await ordersWithExternalId(page, edited)).toHaveLength(0);
});

test('bulk: a lost call is retried under the same ids; an edited row gets a new one', async ({
  page,
}) => {
  const portfolios = wirePortfoliosResponseSchema.parse(
    await (await page.request.get('/platform/portfolios')).json(),
  ).portfolios;
  const idOf = (name: string) =>
    portfolios.find((portfolio) => portfolio.portfolioName === name)?.portfolioId ?? name;
  const imported = `bulk-rule-${Date.now()}`;
  const server = await loseFirstAnswer(page, '/orders/');
  await page.goto('/new/bulk');
  await page
    .getByRole('textbox', { name: 'Or paste CSV' })
    .fill(
      `externalOrderId,portfolioId,baseCurrency,mainCurrency,amount,toPortfolioId,feeLevel\n` +
        `${imported},${idOf('Client Payments')},ETH,ETH,0.002,${idOf('Trading Vault')},low\n`,
    );
  await page.getByRole('button', { name: 'Import pasted CSV' }).click();
  const idCell = page.getByRole('textbox', { name: 'External order id, row 1' });
  const amountCell = page.getByRole('textbox', { name: 'Amount, row 1' });
  await expect(idCell).toHaveValue(imported);

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Send 1 order in 1 call' }).click();
  await expect(page.getByRole('button', { name: 'Retry failed rows (1)' })).toBeVisible();
  expect(await ordersWithExternalId(page, imported)).toHaveLength(1);

  await page.getByRole('button', { name: 'Back' }).click();
  await amountCell.fill('0.003');
  const edited = await idCell.inputValue();
  expect(edited).toMatch(/^[0-9a-f-]{36}$/);
  await amountCell.fill('0.002');
  await expect(idCell).toHaveValue(imported);

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Retry failed rows (1)' }).click();
  const outcome = page.getByRole('table', { name: 'Batch outcome' });
  await expect(
    outcome.getByText('An earlier attempt had created it; nothing was sent twice.'),
  ).toHaveCount(1);
  expect(server.posts).toBe(2);
  const orders = await ordersWithExternalId(page, imported);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.amount).toBe('0.002');
  expect(await ordersWithExternalId(page, edited)).toHaveLength(0);
});
