import type { APIRequestContext } from '@playwright/test';
import DecimalJs from 'decimal.js';
import { expect, test } from './fixtures';
import { createWithdrawal, uniqueId } from './co-sign-helpers';
import { listOrders } from './orders-api';
import { wireWalletsResponseSchema } from '../src/shared/contracts/wire-schemas';
import type { WireOrder } from '../src/shared/contracts/orders';
import { reserveHoldingStatuses } from '../src/shared/contracts/orders';

const Decimal = DecimalJs.clone({ precision: 80 });

async function ethVault(request: APIRequestContext) {
  const response = await request.get('/platform/wallets');
  const { wallets } = wireWalletsResponseSchema.parse(await response.json());
  const portfolios = (await (await request.get('/platform/portfolios')).json()) as {
    portfolios: { portfolioId: string; portfolioName: string }[];
  };
  const vault = portfolios.portfolios.find((p) => p.portfolioName === 'Treasury Vault');
  const wallet = wallets.find(
    (w) => w.portfolioId === vault?.portfolioId && w.currency === 'ETH' && w.mainCurrency === 'ETH',
  );
  if (!wallet) throw new Error('The sandbox has no ETH wallet in Treasury Vault');
  return wallet;
}

const holds = (order: WireOrder) =>
  order.extra?.includeFeeInWithdraw === true || order.extra?.withdrawFee === undefined
    ? new Decimal(order.amount)
    : new Decimal(order.amount).plus(order.extra.withdrawFee);

/** "1,234.5" → "1234.5". */
const plain = (text: string) => text.replace(/,/g, '');

test.describe('a wallet’s story', () => {
  test('the orders in flight that hold the reserve are listed, and their sum is set beside the reserve', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const order = await createWithdrawal(page.request, {
      portfolio: 'Treasury Vault',
      amount: '0.0173',
      externalOrderId: uniqueId('wallet-reserve'),
    });
    const wallet = await ethVault(page.request);
    await page.goto('/holdings?currency=ETH');
    await page
      .getByRole('table', { name: 'Wallets' })
      .getByRole('link', { name: 'ETH in Treasury Vault: open the wallet' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/holdings/${wallet.walletId}$`));
    await expect(page.getByRole('heading', { name: 'ETH · Treasury Vault' })).toBeVisible();

    const reserveTable = page.getByRole('table', { name: 'Orders holding the reserve' });
    const row = reserveTable.getByRole('row').filter({ has: page.getByTitle(order.orderId) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Awaiting co-signers');
    expect(plain(await row.getByRole('cell').last().innerText())).toContain(holds(order).toFixed());

    // The sentence is what the API said: the reserve, and the sum of what every order in flight
    // holds. Other journeys move this wallet meanwhile, so both are read again until they agree.
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      const [latest, inFlight] = await Promise.all([
        ethVault(page.request),
        listOrders(page.request, {
          orderTypes: 'withdraw',
          portfolioIds: wallet.portfolioId,
          baseCurrencies: 'ETH',
          mainCurrencies: 'ETH',
          statuses: reserveHoldingStatuses.join(','),
          limit: '1000',
        }),
      ]);
      const held = inFlight.reduce((sum, each) => sum.plus(holds(each)), new Decimal(0));
      const sentence = plain(await page.getByTestId('reserve-comparison').innerText());
      expect(sentence).toContain(`hold ${held.toFixed()} ETH`);
      if (held.equals(latest.reserve ?? '0'))
        expect(sentence).toContain('exactly the wallet’s reserve');
      else
        expect(sentence).toContain(
          `reserve ${held.greaterThan(latest.reserve ?? '0') ? 'of' : 'is'} ${new Decimal(latest.reserve ?? '0').toFixed()} ETH`,
        );
    }).toPass({ timeout: 30_000 });
    await expect(
      page.getByRole('table', { name: 'Recent movements' }).getByRole('row'),
    ).not.toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('wallet.png'), fullPage: true });
  });

  test('“Withdraw from here” opens the wizard with the wallet chosen, and a reload keeps the work', async ({
    page,
  }) => {
    const wallet = await ethVault(page.request);
    await page.goto(`/holdings/${wallet.walletId}`);
    await page.getByRole('button', { name: 'Withdraw from here' }).click();
    // The wallet leaves the URL once the draft holds it, so a reload does not start over.
    await expect(page).toHaveURL(/\/new\/withdrawal\?step=destination$/);
    await page.reload();
    await page.getByRole('button', { name: /^Source/ }).click();
    await expect(page.getByRole('combobox', { name: 'From portfolio' })).toHaveValue(
      /Treasury Vault/,
    );
    await expect(page.getByRole('combobox', { name: 'Currency and network' })).toHaveValue(
      'ETH on Ethereum',
    );
  });

  test('“Stake” opens the staking wizard with the currency and portfolio chosen', async ({
    page,
    request,
  }) => {
    const { wallets } = wireWalletsResponseSchema.parse(
      await (await request.get('/platform/wallets')).json(),
    );
    const sol = wallets.find((w) => w.currency === 'SOL');
    if (!sol) throw new Error('The sandbox seeds no SOL wallet');
    await page.goto(`/holdings/${sol.walletId}`);
    await page.getByRole('button', { name: 'Stake' }).click();
    await expect(page).toHaveURL(/\/new\/staking\?step=operation$/);
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue(/^SOL · /);
  });

  test('an unknown wallet says so in words', async ({ page }) => {
    await page.goto('/holdings/no-such-wallet');
    await expect(page.getByText('The API lists no wallet with this id')).toBeVisible();
    await expect(page.getByRole('link', { name: 'See every wallet' })).toBeVisible();
  });
});
