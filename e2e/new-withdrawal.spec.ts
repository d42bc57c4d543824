import { expect, test } from './fixtures';
import {
  chooseAddress,
  chooseSource,
  enterAmount,
  ordersWithExternalId,
  reviewedExternalOrderId,
  reviewedRequestBody,
} from './new-withdrawal-helpers';

// Each journey walks four steps against the sandbox; allow for a busy machine.
test.describe.configure({ timeout: 90_000 });

test('withdraws to a Travel-Rule-passed address-book entry: exact review, one order, approval code and link', async ({
  page,
}) => {
  await chooseSource(page, /^Operations Hot Wallet/, /^ETH on Ethereum/);

  // Entries whose Travel Rule check did not pass are listed, disabled, with the reason.
  await page.getByRole('radio', { name: 'An address-book entry' }).check();
  const mixer = page.getByRole('radio', { name: /Unverified mixer/ });
  await expect(mixer).toBeDisabled();
  await expect(mixer).toContainText('Unavailable: Address flagged by sanctions screening.');
  await expect(page.getByRole('radio', { name: /New OTC desk ETH/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /New OTC desk ETH/ })).toContainText(
    'Travel Rule pending',
  );
  await chooseAddress(page, /^Coinbase Prime settlement/);

  // Three levels, each priced by its own dry run.
  for (const level of ['Low', 'Medium', 'High']) {
    await expect(page.getByRole('radio', { name: new RegExp(`^${level}`) })).toContainText(
      /Fee \d+\.\d+\s?ETH\s?Confirms in about \d+ min/,
    );
  }
  await page.getByRole('radio', { name: /^High/ }).click();
  const amount = page.getByRole('textbox', { name: /^Amount/ });
  await amount.fill('0.0000000000000000001');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('ETH allows at most 18 decimal places; this has 19.')).toBeVisible();
  await amount.fill('1,5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Use a point (.) for decimals, not a comma (e.g. 1.5).'),
  ).toBeVisible();
  await amount.fill('100000');
  await page.getByRole('button', { name: 'Next' }).click();
  // Other journeys may have reserved funds from this portfolio, so the exact figure varies.
  await expect(page.getByText(/^More than the available [\d,]+(\.\d+)? ETH\.$/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Description (optional)' }).fill('E2E address-book');
  await enterAmount(page, '0.000000000000000001');

  const externalOrderId = await reviewedExternalOrderId(page);
  const body = await reviewedRequestBody(page);
  expect(body).toEqual({
    externalOrderId,
    orderType: 'withdraw',
    portfolioId: expect.any(String),
    baseCurrency: 'ETH',
    mainCurrency: 'ETH',
    amount: '0.000000000000000001',
    description: 'E2E address-book',
    toCryptoAddressId: expect.any(String),
    feeLevel: 'high',
    includeFeeInWithdraw: false,
  });
  await page.getByRole('button', { name: 'Submit withdrawal' }).click();

  await expect(page.getByText('Withdrawal created', { exact: true })).toBeVisible();
  await expect(page.getByText(/^[0-9A-Z]{3}-[0-9A-Z]{3}$/)).toBeVisible();
  const orders = await ordersWithExternalId(page, externalOrderId);
  expect(orders).toHaveLength(1);
  const [order] = orders;
  expect(order?.amount).toBe('0.000000000000000001');
  expect(order?.extra?.feeLevel).toBe('high');
  expect(order?.extra?.description).toBe('E2E address-book');
  const link = page.getByRole('link', { name: order?.orderId ?? 'missing' });
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order?.orderId ?? 'missing'}$`));
});

test('transfers to another portfolio with the fee included: recipient and portfolio totals are exact', async ({
  page,
}) => {
  await chooseSource(page, /^Client Payments/, /^USDC on Ethereum/);
  await page.getByRole('radio', { name: 'Another portfolio of this organization' }).check();
  await page.getByRole('combobox', { name: 'To portfolio' }).click();
  await expect(page.getByRole('option', { name: /Kraken Main/ })).toHaveCount(0);
  await page.getByRole('option', { name: /^Treasury Vault/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=amount/);

  await page.getByRole('radio', { name: /^Low/ }).click();
  await expect(page.getByText('Estimating fee…')).toHaveCount(0);
  const fee = (await page.getByRole('radio', { name: /^Low/ }).innerText()).match(
    /Fee ([\d.]+)/,
  )?.[1];
  expect(fee).toBeDefined();
  await page.getByRole('switch', { name: 'Include the fee in the amount' }).check({ force: true });
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1250.5');
  const recipient = await page
    .getByText('Recipient gets', { exact: true })
    .locator('..')
    .innerText();
  // 1250.5 − fee, computed here digit by digit from the displayed fee (6 decimals).
  const [whole = '0', fraction = ''] = (fee ?? '0').split('.');
  const feeMicros = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0'));
  const gets = 1_250_500_000n - feeMicros;
  const expected =
    `${gets / 1_000_000n}.${(gets % 1_000_000n).toString().padStart(6, '0')}`.replace(/\.?0+$/, '');
  expect(recipient.replace(/,/g, '')).toContain(expected);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=review/);

  const externalOrderId = await reviewedExternalOrderId(page);
  expect(await reviewedRequestBody(page)).toMatchObject({
    amount: '1250.5',
    baseCurrency: 'USDC',
    mainCurrency: 'ETH',
    toPortfolioId: expect.any(String),
    feeLevel: 'low',
    includeFeeInWithdraw: true,
  });
  await page.getByRole('button', { name: 'Submit withdrawal' }).click();
  await expect(page.getByText('Withdrawal created', { exact: true })).toBeVisible();
  const orders = await ordersWithExternalId(page, externalOrderId);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.extra?.includeFeeInWithdraw).toBe(true);
  expect(orders[0]?.amount).toBe('1250.5');
});

test('undelegates from ClearLoop to the trading account and links both orders', async ({
  page,
}) => {
  await chooseSource(page, /^ClearLoop Deribit \(ClearLoop\)$/, /^ETH on Ethereum/);
  await expect(page.getByText('two linked orders')).toBeVisible();
  await expect(page.getByText(/trading account, Prime Trading \(Trading\)/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=amount/);
  await expect(page.getByText('No fee level for an undelegation')).toBeVisible();
  await page.getByRole('textbox', { name: /^Amount/ }).fill('1.25');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=review/);

  const externalOrderId = await reviewedExternalOrderId(page);
  const body = await reviewedRequestBody(page);
  expect(body).not.toHaveProperty('feeLevel');
  expect(body).toMatchObject({ amount: '1.25', toPortfolioId: expect.any(String) });
  await page.getByRole('button', { name: 'Submit withdrawal' }).click();

  await expect(page.getByText('Withdrawal created', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Linked deposit into the trading account' }),
  ).toBeVisible();
  const [withdrawal] = await ordersWithExternalId(page, externalOrderId);
  expect(withdrawal?.orderType).toBe('withdraw');
  const depositOrderId = withdrawal?.extra?.depositOrderId ?? 'missing';
  const depositResponse = await page.request.get(`/platform/orders/${depositOrderId}`);
  expect(depositResponse.status()).toBe(200);
  const deposit: unknown = await depositResponse.json();
  expect(deposit).toMatchObject({
    orderType: 'deposit',
    amount: '1.25',
    extra: { isClearLoopUnDelegation: true, withdrawOrderId: withdrawal?.orderId },
  });
  await expect(page.getByRole('link', { name: withdrawal?.orderId ?? 'missing' })).toBeVisible();
  await expect(page.getByRole('link', { name: depositOrderId })).toBeVisible();
});

test('asks before leaving a wizard with input, and keeps the input when staying', async ({
  page,
}) => {
  await chooseSource(page, /^Operations Hot Wallet/, /^BTC on Bitcoin/);
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave without submitting?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/new\/withdrawal\?step=destination/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('combobox', { name: 'Currency and network' })).toHaveValue(
    'BTC on Bitcoin',
  );
  await page.getByRole('link', { name: 'Orders', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Leave without submitting?' })
    .getByRole('button', { name: 'Leave and discard' })
    .click();
  await expect(page).toHaveURL(/\/orders/);
});
