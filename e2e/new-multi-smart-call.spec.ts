import { expect, test } from './fixtures';
import { wireOrdersResponseSchema } from '../src/shared/contracts/wire-schemas';

// EIP-155's worked example as an unsigned legacy transaction (chain id 1), and a variant
// with another nonce so the order of the list is visible.
const legacyA =
  '0xec098504a817c800825208943535353535353535353535353535353535353535880de0b6b3a764000080018080';
const legacyB =
  '0xec0a8504a817c800825208943535353535353535353535353535353535353535880de0b6b3a764000080018080';
const typed = `0x02${legacyA.slice(2)}`;

test('only currencies enabled for DeFi can be chosen; the reason is shown for the others', async ({
  page,
}) => {
  await page.goto('/new/multi-smart-call');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await expect(page.getByRole('option', { name: /^BTC · Bitcoin/ })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('option', { name: /^BTC · Bitcoin/ })).toContainText(
    'not enabled for DeFi',
  );
  await expect(page.getByRole('option', { name: /^ETH · Ether/ })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');
  await expect(
    page.getByText(
      /Not available, because the custodian has not enabled them for DeFi: .*BTC on BTC/,
    ),
  ).toBeVisible();
});

test('builds a list of legacy transactions, refuses a typed one, and creates the order', async ({
  page,
}) => {
  await page.goto('/new/multi-smart-call');
  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: /^ETH · Ether/ }).click();
  await page.getByRole('combobox', { name: 'Portfolio' }).click();
  await page.getByRole('option', { name: /Client Payments/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Transactions built elsewhere go in through Advanced: pasted at once, or one per call.
  await page
    .getByRole('textbox', { name: 'Advanced: paste several transactions' })
    .fill(`${legacyA}\n${typed}\n${legacyB}`);
  await page.getByRole('button', { name: 'Add pasted transactions' }).click();
  await expect(page.getByRole('textbox', { name: /^Transaction \d$/ })).toHaveCount(3);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText(/This is an EIP-1559 \(type 2, dynamic fee\) transaction/),
  ).toBeVisible();
  await expect(page).toHaveURL(/step=payloads/);

  await page.getByRole('button', { name: 'Remove call 2' }).click();
  await page.getByRole('button', { name: 'Move call 2 up' }).click();
  await expect(page.getByRole('textbox', { name: 'Transaction 1' })).toHaveValue(legacyB);
  await page.getByRole('button', { name: 'Add a call' }).click();
  const third = page.getByRole('region', { name: 'Call 3' });
  await third.getByRole('switch', { name: 'Advanced: paste a transaction' }).check();
  await third.getByRole('textbox', { name: 'Transaction 3' }).fill('0xec0');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Odd number of hex digits (3): bytes need two each')).toBeVisible();
  await page.getByRole('button', { name: 'Remove call 3' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/step=settings/);
  await page.getByRole('textbox', { name: /Amount/ }).fill('0.000000000000000001');
  await page.getByRole('radio', { name: /High/ }).check();
  await page.getByRole('switch', { name: /broadcast the transactions myself/ }).check();
  await expect(page.getByText(/Manual broadcast: once fully signed/)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page).toHaveURL(/step=review/);
  // The exact body sits under Technical details.
  await page.getByRole('button', { name: 'Technical details' }).click();
  const body = page.getByLabel('Request body');
  await expect(body).toContainText('"amount": "0.000000000000000001"');
  await expect(body).toContainText('"externalBroadcast": true');
  // In words first: each pasted call decoded, no API field names.
  await expect(page.getByText(/^Call 1 of 2: 1 ETH to /)).toBeVisible();
  await expect(page.getByRole('table', { name: 'What this order does' })).not.toContainText(
    /externalBroadcast|blockchainTransactionType|payloads/,
  );
  const externalOrderId = (
    await page
      .getByRole('row', { name: /Order reference/ })
      .getByRole('cell')
      .last()
      .innerText()
  ).trim();
  await page.getByRole('button', { name: 'Submit multi-smart-call order' }).click();
  await expect(page.getByRole('status', { name: 'Order created' })).toContainText(externalOrderId);

  const response = await page.request.get(
    `/platform/orders?orderTypes=withdraw&externalOrderId=${externalOrderId}`,
  );
  const { orders } = wireOrdersResponseSchema.parse(await response.json());
  expect(orders).toHaveLength(1);
  expect(orders[0]?.amount).toBe('0.000000000000000001');
  expect(orders[0]?.extra?.payloads).toEqual([legacyB, legacyA]);
  expect(orders[0]?.extra?.externalBroadcast).toBe(true);
  expect(orders[0]?.extra?.feeLevel).toBe('high');
});
