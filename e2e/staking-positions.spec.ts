import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { wireWalletsResponseSchema } from '../src/shared/contracts/wire-schemas';

async function solWallet(request: APIRequestContext) {
  const portfolios = (await (await request.get('/platform/portfolios')).json()) as {
    portfolios: { portfolioId: string; portfolioName: string }[];
  };
  const custody = portfolios.portfolios.find((p) => p.portfolioName === 'Staking Custody');
  const { wallets } = wireWalletsResponseSchema.parse(
    await (await request.get('/platform/wallets')).json(),
  );
  const wallet = wallets.find(
    (w) =>
      w.portfolioId === custody?.portfolioId && w.currency === 'SOL' && w.mainCurrency === 'SOL',
  );
  if (!wallet) throw new Error('The sandbox has no SOL wallet in Staking Custody');
  return wallet;
}

/** The figures of the chosen wallet add up, each relation said in words. */
async function expectFiguresAddUp(page: Page) {
  const figures = page.getByLabel('Balances');
  await expect(figures.getByText('Available and reserved add up to the balance.')).toBeVisible();
  await expect(
    figures.getByText('Active, pending and outstanding stakes add up to the staked balance.'),
  ).toBeVisible();
  await expect(
    figures.getByText('The balance and the staked funds add up to the total.'),
  ).toBeVisible();
}

test('a stake placed in the wizard shows on its wallet as bonding, then active, and the figures add up', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // Nine decimals (SOL's), unique to this run, so its row is told apart from the seeded ones.
  const amount = `0.1${String(Date.now()).slice(-8)}`;
  const wallet = await solWallet(page.request);

  await page.goto('/new/staking');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: /^SOL · Solana/ }).click();
  // The operations are in words; the provider's codes stay in the request's technical details.
  await expect(page.getByRole('radiogroup', { name: 'Operation' })).not.toContainText(
    'stake-delegation',
  );
  await page.getByRole('radio', { name: /Delegate stake/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('combobox', { name: 'Portfolio' }).click();
  await page.getByRole('option', { name: /Staking Custody/ }).click();
  await expectFiguresAddUp(page);
  await page.screenshot({ path: test.info().outputPath('staking-figures.png'), fullPage: true });
  await page.getByRole('textbox', { name: /Amount to delegate/ }).fill(amount);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/step=review/);
  await page.getByRole('button', { name: 'Submit staking order' }).click();
  await expect(page.getByRole('status', { name: 'Order created' })).toBeVisible();

  await page.goto(`/holdings/${wallet.walletId}`);
  const stakes = page.getByRole('table', { name: 'Stakes of this wallet' });
  const ours = stakes.getByRole('row').filter({ hasText: amount });
  // Executed after a few clock steps, the stake bonds first; no event announces its next
  // state, so the page is read again until it shows.
  await expect(async () => {
    await page.reload();
    await expect(ours).toContainText('Bonding: not earning yet', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(ours.getByRole('cell').nth(2)).not.toHaveText('not named by the provider');
  await expect(async () => {
    await page.reload();
    await expect(ours).toContainText('Active: earning rewards', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(
    page.getByText('Active, pending and outstanding stakes add up to the staked balance.'),
  ).toBeVisible();
});
