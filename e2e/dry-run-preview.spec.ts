import { expect, test } from './fixtures';
import { chooseAddress, chooseSource, enterAmount } from './new-withdrawal-helpers';

test('the review shows the API preview: estimated fee, who approves next, no warnings', async ({
  page,
}) => {
  await chooseSource(page, /^Operations Hot Wallet/, /^ETH on Ethereum/);
  await chooseAddress(page, /^Coinbase Prime settlement/);
  await enterAmount(page, '0.01');
  const preview = page.getByRole('region', { name: 'Preview from the API' });
  await expect(preview).toContainText(/Estimated fee: \d+\.\d+\s?ETH, confirms in about \d+ min/);
  await expect(preview).toContainText('Who approves next: 1 approval from Marcus Chen');
  await expect(preview).toContainText('No warnings.');
  // Written for people: no API field names or endpoints on the review.
  // (The exact body stays collapsed under Technical details, out of view.)
  const shown = await page.getByRole('main').innerText();
  for (const jargon of ['portfolioId', 'includeFeeInWithdraw', 'POST /orders', 'toCryptoAddressId'])
    expect(shown).not.toContain(jargon);
});

test.describe('a failed preview', () => {
  test.use({ allowedHttpStatuses: [500] });

  test('is shown, and does not block a submit the API accepts', async ({ page }) => {
    await chooseSource(page, /^Operations Hot Wallet/, /^ETH on Ethereum/);
    await chooseAddress(page, /^Coinbase Prime settlement/);
    // Only the review's preview fails (it carries the amount; the fee quotes do not).
    await page.route('**/platform/dry-run-orders', (route) => {
      const body = route.request().postData() ?? '';
      if (!body.includes('"amount"')) return route.fallback();
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'internal-error', message: 'Preview unavailable' }),
      });
    });
    await enterAmount(page, '0.011');
    const preview = page.getByRole('region', { name: 'Preview from the API' });
    await expect(preview).toContainText('The preview failed');
    await expect(preview).toContainText('You can still submit');
    await page.getByRole('button', { name: 'Submit withdrawal' }).click();
    await expect(page.getByRole('status', { name: 'Withdrawal created' })).toBeVisible();
  });
});
