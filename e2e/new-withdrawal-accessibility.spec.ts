import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { chooseSource, enterAmount } from './new-withdrawal-helpers';

test.describe.configure({ timeout: 90_000 });

test('every withdrawal step and the result have no serious accessibility issues, from the keyboard', async ({
  page,
}) => {
  const problems: string[] = [];
  await chooseSource(page, /^Operations Hot Wallet/, /^ETH on Ethereum/);
  // Focus lands on the new step's heading, so keyboard users continue from there.
  await expect(page.getByRole('heading', { name: 'Destination' })).toBeFocused();
  await page.getByRole('radio', { name: 'An address-book entry' }).check();
  await expect(page.getByRole('radio', { name: /Unverified mixer/ })).toBeDisabled();
  problems.push(...(await seriousViolations(page, 'destination')));

  const entry = page.getByRole('radio', { name: /^Halcyon USDC treasury/ });
  await entry.focus();
  await page.keyboard.press('Space');
  await expect(entry).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(page).toHaveURL(/step=amount/);
  await expect(page.getByText('Estimating fee…')).toHaveCount(0);
  problems.push(...(await seriousViolations(page, 'amount')));

  await enterAmount(page, '0.25');
  problems.push(...(await seriousViolations(page, 'review')));
  await page.getByRole('button', { name: 'Submit withdrawal' }).press('Enter');
  await expect(page.getByText('Withdrawal created', { exact: true })).toBeVisible();
  problems.push(...(await seriousViolations(page, 'result')));
  expect(problems).toEqual([]);
});
