import { expect, test } from './fixtures';
import { balanceHistoryPath, balanceHistorySchema } from '../src/shared/balance-history';
import { wireWalletsResponseSchema } from '../src/shared/contracts/wire-schemas';

test.use({ person: 'henrik-larsen', allowedHttpStatuses: [503] });
test.describe.configure({ timeout: 90_000 });

test('a wallet page shows its balances over time, with the exact latest figures', async ({
  page,
}) => {
  const { wallets } = wireWalletsResponseSchema.parse(
    await (await page.request.get('/platform/wallets')).json(),
  );
  // A wallet with funds held for orders in flight: its replayed past moves.
  const wallet = wallets.find((one) => one.reserve !== undefined && Number(one.reserve) > 0);
  expect(wallet).toBeDefined();
  const walletId = wallet?.walletId ?? '';

  // A fresh sandbox's server records the sandbox's seeded past on its first sampling turn.
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(balanceHistoryPath(walletId));
        if (!answer.ok()) return 0;
        return balanceHistorySchema.parse(await answer.json()).samples.length;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBeGreaterThan(100);

  await page.goto(`/holdings/${walletId}`);
  const section = page.getByRole('region', { name: 'Balances over time' });
  const chart = section.getByTestId('balance-history-chart');
  await chart.scrollIntoViewIfNeeded();
  // Total, available and reserved: the wallet holds a reserve.
  await expect(chart.locator('.recharts-line-curve')).toHaveCount(3);
  await expect(chart.getByText('Reserved', { exact: true })).toBeVisible();
  const summary = section.getByTestId('balance-history-summary');
  await expect(summary).toContainText(
    new RegExp(`\\d+ readings from .+ to .+; the latest: Total [\\d,.]+ ${wallet?.currency}`),
  );
  await expect(summary).toContainText(/Reserved [\d,.]+ /);
  await expect(section.getByText(/replayed from the sandbox’s own order holds/)).toBeVisible();
  await section.screenshot({ path: test.info().outputPath('balance-history.png') });

  // Nothing recorded yet says how often the server samples; a failed read says so and offers a retry.
  await page.route('**/api/wallets/*/balance-history*', async (route) => {
    const real = await route.fetch();
    const body = balanceHistorySchema.parse(await real.json());
    await route.fulfill({ response: real, json: { ...body, samples: [] } });
  });
  await section.getByText('24 h', { exact: true }).click();
  await expect(section.getByText('No history recorded yet')).toBeVisible();
  await expect(section.getByText(/records this wallet's balances every minute/)).toBeVisible();
  await page.unroute('**/api/wallets/*/balance-history*');
  await page.route('**/api/wallets/*/balance-history*', (route) =>
    route.fulfill({
      status: 503,
      json: { error: 'unavailable', message: 'The store is restarting.' },
    }),
  );
  await section.getByText('7 days', { exact: true }).click();
  await expect(section.getByText('The store is restarting.')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('button', { name: 'Try again' })).toBeVisible();
});
