import { expect, test } from './fixtures';
import {
  chooseAddress,
  chooseSource,
  enterAmount,
  ordersWithExternalId,
  reviewedExternalOrderId,
} from './new-withdrawal-helpers';
import { rewriteJsonAnswer } from './rewrite-answer';
import {
  wireCryptoAddressesResponseSchema,
  wireWalletsResponseSchema,
} from '../src/shared/contracts/wire-schemas';

test.describe('refusals from the API land on the step they concern, with the input kept', () => {
  test.use({ allowedHttpStatuses: [409] });
  test.describe.configure({ timeout: 90_000 });

  test('a Travel Rule refusal (the check changed since the address book loaded) returns to the destination step', async ({
    page,
  }) => {
    // The address book as it looked before the entry's check went back to pending.
    await rewriteJsonAnswer(
      page,
      '**/platform/crypto-addresses',
      (body) => wireCryptoAddressesResponseSchema.parse(body),
      (book) => {
        for (const entry of book.cryptoAddresses) {
          if (entry.name === 'New OTC desk ETH') {
            entry.travelRuleStatus = 'passed';
            delete entry.travelRuleReason;
          }
        }
        return book;
      },
    );
    await chooseSource(page, /^Operations Hot Wallet/, /^ETH on Ethereum/);
    await chooseAddress(page, /^New OTC desk ETH/);
    await enterAmount(page, '0.5');
    const externalOrderId = await reviewedExternalOrderId(page);
    await page.getByRole('button', { name: 'Submit withdrawal' }).click();

    await expect(page).toHaveURL(/step=destination/);
    const alert = page.getByRole('alert').filter({ hasText: 'travel-rule-not-passed' });
    await expect(alert).toContainText('Travel Rule check for New OTC desk ETH is pending');
    await expect(alert).toContainText('Nothing was created');
    await expect(page.getByRole('radio', { name: /^New OTC desk ETH/ })).toBeChecked();
    await page.getByRole('radio', { name: /^Coinbase Prime settlement/ }).click();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('textbox', { name: /^Amount/ })).toHaveValue('0.5');
    expect(await ordersWithExternalId(page, externalOrderId)).toHaveLength(0);
  });

  test('insufficient funds (the balance moved since it loaded) returns to the amount step', async ({
    page,
  }) => {
    // A stale balance: the wallet shows far more than the sandbox holds.
    await rewriteJsonAnswer(
      page,
      '**/platform/wallets?*',
      (body) => wireWalletsResponseSchema.parse(body),
      (body) => {
        for (const wallet of body.wallets) {
          if (wallet.currency === 'BTC') wallet.available = '1000000';
        }
        return body;
      },
    );
    await chooseSource(page, /^Operations Hot Wallet/, /^BTC on Bitcoin/);
    await chooseAddress(page, /^Kraken BTC deposit/);
    await page.getByRole('textbox', { name: 'Description (optional)' }).fill('kept after refusal');
    await enterAmount(page, '5000.12345678');
    await page.getByRole('button', { name: 'Submit withdrawal' }).click();

    await expect(page).toHaveURL(/step=amount/);
    await expect(page.getByRole('alert').filter({ hasText: 'insufficient-funds' })).toBeVisible();
    const amount = page.getByRole('textbox', { name: /^Amount/ });
    await expect(amount).toHaveValue('5000.12345678');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Description (optional)' })).toHaveValue(
      'kept after refusal',
    );
  });
});
