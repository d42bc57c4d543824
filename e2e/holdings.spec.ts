import type { APIRequestContext } from '@playwright/test';
import DecimalJs from 'decimal.js';
import { expect, test } from './fixtures';
import { wireWalletsResponseSchema } from '../src/shared/contracts/wire-schemas';
import { rewriteJsonAnswer } from './rewrite-answer';

/**
 * Exact at any length: decimal.js rounds to 20 significant digits by default, and after the
 * suite's withdrawals an ETH balance carries 18 decimals.
 */
const Decimal = DecimalJs.clone({ precision: 80 });
type Decimal = InstanceType<typeof Decimal>;

/** Every wallet the API lists, as the page's own server returns it to the signed-in person. */
async function apiWallets(request: APIRequestContext) {
  const response = await request.get('/platform/wallets');
  expect(response.ok(), 'GET /wallets').toBe(true);
  return wireWalletsResponseSchema.parse(await response.json()).wallets;
}

/** "1,234.5" as a Decimal: the page groups thousands. */
function figure(text: string): Decimal {
  return new Decimal(text.replace(/,/g, '').replace(/[^\d.-]/g, ''));
}

test.describe('holdings', () => {
  test('each currency’s total is the exact sum of its wallets from the API', async ({
    page,
    request,
  }) => {
    const wallets = await apiWallets(request);
    // One ETH wallet holds a balance with 18 decimals and 22 significant digits, so the sum is
    // exact only if nothing on the way rounds.
    const eth = wallets.find((wallet) => wallet.currency === 'ETH');
    if (!eth) throw new Error('The sandbox has no ETH wallet');
    Object.assign(eth, {
      balance: '1234.123456789012345678',
      available: '1234.123456789012345678',
      reserve: '0',
      totalBalance: new Decimal('1234.123456789012345678').plus(eth.stakeBalance ?? 0).toFixed(),
    });
    // Balances move while the suite's other journeys run: the page is shown this same answer,
    // so what it adds up is exactly what the API said at one moment.
    await page.route('**/platform/wallets', (route) => route.fulfill({ json: { wallets } }));
    await page.goto('/holdings');
    const totals = page.getByRole('table', { name: 'Totals by currency' });
    await expect(totals).toBeVisible();
    const currencies = [...new Set(wallets.map((wallet) => wallet.currency))].sort();
    await expect(totals.locator('tbody tr')).toHaveCount(currencies.length);
    for (const currency of currencies) {
      const mine = wallets.filter((wallet) => wallet.currency === currency);
      const row = totals.locator(`tr[data-currency="${currency}"]`);
      const expected = {
        total: mine.reduce(
          (sum, w) => sum.plus(w.totalBalance ?? new Decimal(w.balance).plus(w.stakeBalance ?? 0)),
          new Decimal(0),
        ),
        available: mine.reduce((sum, w) => sum.plus(w.available), new Decimal(0)),
        reserve: mine.reduce((sum, w) => sum.plus(w.reserve ?? 0), new Decimal(0)),
      };
      for (const [field, value] of Object.entries(expected)) {
        const cell = row.locator(`td[data-field="${field}"]`);
        expect(figure(await cell.innerText()).equals(value), `${currency} ${field}`).toBe(true);
      }
      await expect(row.getByRole('cell').nth(1)).toHaveText(String(mine.length));
    }
    await expect(page.getByRole('heading', { name: 'Wallets' })).toBeVisible();
    await expect(page.getByText(`${wallets.length} wallets`, { exact: true })).toBeVisible();
  });

  test('a wallet with stakes shows them by state, and they add up to its staked figure', async ({
    page,
  }) => {
    await page.goto('/holdings?currency=SOL');
    const button = page.getByRole('button', { name: /^Staked by state: SOL in Staking Custody/ });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Staked by state: SOL in Staking Custody' });
    const split = dialog.getByRole('table', { name: 'Staked, by state' });
    const amount = async (label: string) =>
      figure(await split.getByRole('row', { name: new RegExp(`^${label}`) }).innerText());
    const [active, pending, outstanding, staked] = await Promise.all(
      ['Active', 'Pending', 'Outstanding', 'Staked'].map(amount),
    );
    // The seed stakes SOL in every state, so each figure is there to add.
    expect(active?.isPositive(), 'an active SOL stake').toBe(true);
    expect(staked?.isPositive(), 'a staked SOL figure').toBe(true);
    expect(
      active
        ?.plus(pending ?? 1)
        .plus(outstanding ?? 1)
        .equals(staked ?? 0),
    ).toBe(true);
    await expect(
      dialog.getByText('Active, pending and outstanding stakes add up to the staked balance.'),
    ).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('holdings-staked-by-state.png') });

    // The totals take the currency's staked figure apart the same way.
    await page.keyboard.press('Escape');
    const row = page
      .getByRole('table', { name: 'Staked by state, by currency' })
      .locator('tr[data-currency="SOL"]');
    const total = async (field: string) =>
      figure(await row.locator(`td[data-field="${field}"]`).innerText());
    const [byActive, byPending, byOutstanding, allStaked] = await Promise.all(
      ['active', 'pending', 'outstanding', 'staked'].map(total),
    );
    expect(
      byActive
        ?.plus(byPending ?? 1)
        .plus(byOutstanding ?? 1)
        .equals(allStaked ?? 0),
    ).toBe(true);
  });

  test('the filters live in the URL, survive a reload and narrow every section', async ({
    page,
    request,
  }) => {
    const wallets = await apiWallets(request);
    const custodyBtc = wallets.filter(
      (wallet) => wallet.currency === 'BTC' && wallet.portfolioType === 'custody',
    );
    expect(custodyBtc.length, 'the sandbox seeds custody BTC wallets').toBeGreaterThan(0);
    await page.goto('/holdings');
    await page.getByRole('combobox', { name: 'Portfolio type' }).click();
    await page.getByRole('option', { name: 'Custody' }).click();
    await page.getByRole('combobox', { name: 'Currency' }).fill('BTC');
    await page.getByRole('option', { name: 'BTC', exact: true }).click();
    await expect(page).toHaveURL(/portfolioType=custody/);
    await expect(page).toHaveURL(/currency=BTC/);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('BTC');
    const totals = page.getByRole('table', { name: 'Totals by currency' });
    await expect(totals.locator('tbody tr')).toHaveCount(1);
    await expect(
      page.getByText(`${custodyBtc.length} of ${wallets.length} wallets`, { exact: true }),
    ).toBeVisible();
    const grid = page.getByRole('table', { name: 'Wallets' });
    await expect(grid.locator('tbody tr[data-row-index]')).toHaveCount(custodyBtc.length);
    await page.screenshot({
      path: test.info().outputPath('holdings-filtered.png'),
      fullPage: true,
    });
  });

  test('a malformed balance is shown raw and left out of the sum, the page still renders', async ({
    page,
    request,
  }) => {
    const wallets = await apiWallets(request);
    const victim = wallets.find((wallet) => wallet.currency === 'ETH');
    if (!victim) throw new Error('The sandbox has no ETH wallet');
    await rewriteJsonAnswer(
      page,
      '**/platform/wallets',
      (body) => wireWalletsResponseSchema.parse(body),
      (body) => ({
        ...body,
        wallets: body.wallets.map((wallet) =>
          wallet.walletId === victim.walletId ? { ...wallet, available: '12 ETH' } : wallet,
        ),
      }),
    );
    await page.goto('/holdings?currency=ETH');
    const row = page
      .getByRole('table', { name: 'Totals by currency' })
      .locator('tr[data-currency="ETH"]');
    await expect(row.locator('td[data-field="available"]')).toContainText(
      '1 wallet left out: unreadable',
    );
    await expect(page.locator('[data-unreadable="Available"]')).toContainText('12 ETH');
  });

  test('a shared link with a malformed filter is dropped, not an error', async ({ page }) => {
    await page.goto('/holdings?portfolioType=%22moon%22&hideEmpty=%22maybe%22');
    await expect(page.getByRole('table', { name: 'Totals by currency' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Portfolio type' })).toHaveValue('');
  });
});
