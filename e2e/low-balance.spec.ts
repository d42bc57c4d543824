import Decimal from 'decimal.js';
import { expect, test } from './fixtures';
import {
  coSignViaApi,
  createWithdrawal,
  findOrder,
  portfolioId,
  uniqueId,
} from './co-sign-helpers';
import {
  BALANCE_MINIMUMS_PATH,
  balanceMinimumsResponseSchema,
} from '../src/shared/balance-minimums';
import { balanceHistoryPath, balanceHistorySchema } from '../src/shared/balance-history';
import { RISK_ALERTS_PATH, riskAlertsResponseSchema } from '../src/shared/risk-alert-list';
import { wireWalletsResponseSchema } from '../src/shared/contracts/wire-schemas';

test.use({ person: 'olivia-grant' });
// The server samples balances once a minute; the journey waits for two samples after the drop.
test.describe.configure({ timeout: 300_000 });

/**
 * One server serves the whole suite: start from no minimums and no open alerts (treasury may
 * set no risk rules, so only its alerts are dismissed).
 */
test.beforeEach(async ({ request }) => {
  const listed = balanceMinimumsResponseSchema.parse(
    await (await request.get(BALANCE_MINIMUMS_PATH)).json(),
  );
  for (const minimum of listed.minimums) {
    expect((await request.delete(`${BALANCE_MINIMUMS_PATH}/${minimum.id}`)).status()).toBe(204);
  }
  const open = riskAlertsResponseSchema.parse(await (await request.get(RISK_ALERTS_PATH)).json());
  for (const alert of open.alerts) {
    expect((await request.post(`${RISK_ALERTS_PATH}/${alert.id}/dismiss`)).ok()).toBe(true);
  }
});

test('a withdrawal takes a wallet under the minimum treasury set: one alert, live, and Today lists it', async ({
  page,
  request,
}) => {
  const vault = await portfolioId(request, 'Treasury Vault');
  const wallets = wireWalletsResponseSchema.parse(
    await (await request.get('/platform/wallets')).json(),
  ).wallets;
  const wallet = wallets.find((one) => one.currency === 'ETH' && one.portfolioId === vault);
  expect(wallet, 'the Treasury Vault ETH wallet').toBeDefined();
  const walletId = wallet?.walletId ?? '';
  const balance = new Decimal(wallet?.balance ?? '0');
  expect(balance.greaterThan(2)).toBe(true);
  // Just under the balance: a withdrawal of 1 ETH takes it below.
  const minimum = balance.minus('0.5').toFixed();

  await page.goto(`/holdings/${walletId}`);
  const section = page.getByRole('region', { name: 'Minimum balance' });
  await expect(section.getByText(/No minimum is set for this wallet/)).toBeVisible();
  const form = section.getByRole('form', { name: "This wallet's minimum" });
  // Bad input is said in words and kept.
  await form.getByLabel('Minimum (ETH)').fill('1.000,5');
  await form.getByRole('button', { name: 'Set minimum' }).click();
  await expect(form.getByText('Enter an amount such as 1,000.50')).toBeVisible();
  await expect(form.getByLabel('Minimum (ETH)')).toHaveValue('1.000,5');
  await form.getByLabel('Minimum (ETH)').fill(minimum);
  await form.getByRole('button', { name: 'Set minimum' }).click();
  await expect(section.getByText(/set for this wallet by Olivia Grant/)).toBeVisible();
  await expect(form.getByRole('button', { name: 'Change minimum' })).toBeVisible();

  const externalOrderId = uniqueId('low-balance');
  const order = await createWithdrawal(request, {
    portfolio: 'Treasury Vault',
    amount: '1',
    externalOrderId,
  });
  await coSignViaApi(request, order.orderId, 'approver-1');
  await coSignViaApi(request, order.orderId, 'approver-2');
  await expect
    .poll(async () => (await findOrder(request, externalOrderId)).status, {
      timeout: 60_000,
    })
    .toBe('executed');

  await page.goto('/');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAttribute('data-risk-alerts', '0');
  // No reload from here on: the live stream brings the alert at the next sample.
  await expect(bell).toHaveAttribute('data-risk-alerts', '1', { timeout: 150_000 });
  const samples = async () =>
    balanceHistorySchema.parse(await (await request.get(balanceHistoryPath(walletId))).json())
      .samples;
  const crossedAt = (await samples()).at(-1)?.at ?? 0;
  expect(new Decimal((await samples()).at(-1)?.balance ?? '0').lessThan(minimum)).toBe(true);

  // The next sample finds it still below: the same crossing, nothing new.
  await expect
    .poll(async () => (await samples()).at(-1)?.at, { timeout: 100_000, intervals: [2_000] })
    .toBeGreaterThan(crossedAt);
  await page.waitForTimeout(3_000);
  await expect(bell).toHaveAttribute('data-risk-alerts', '1');

  const today = page.getByRole('region', { name: 'Wallets below their minimum' });
  await expect(today.getByRole('link', { name: 'ETH · Treasury Vault' })).toBeVisible({
    timeout: 40_000,
  });
  await expect(today).toContainText(/short by/);
  await page.screenshot({ path: test.info().outputPath('low-balance-today.png') });

  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notifications' });
  // A low balance is no risk rule's alert: its group says what it holds.
  const lowBalances = drawer.getByRole('region', { name: 'Low balances' });
  await expect(drawer.getByRole('region', { name: 'Risk alerts' })).toHaveCount(0);
  const alerts = lowBalances.getByTestId('risk-alert');
  await expect(alerts).toHaveCount(1);
  await expect(alerts).toContainText(/^ETH in Treasury Vault below its minimum: /);
  await page.screenshot({ path: test.info().outputPath('low-balance-bell.png') });
  await alerts.getByRole('link', { name: 'Open the wallet' }).click();
  await expect(page).toHaveURL(new RegExp(`/holdings/${walletId}$`));
  await expect(
    page.getByRole('region', { name: 'Minimum balance' }).getByText('Below its minimum'),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('low-balance-wallet.png'), fullPage: true });
});
