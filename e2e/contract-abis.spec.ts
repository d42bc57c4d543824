import { encodeFunctionData, parseAbi, serializeTransaction, type Hex } from 'viem';
import { wireOrderSchema } from '../src/shared/contracts/wire-schemas';
import { seriousViolations } from './axe';
import { findOrder, portfolioId, uniqueId } from './co-sign-helpers';
import { expect, test } from './fixtures';
import { scriptApi, switchPerson } from './people';

const settlementAbi = parseAbi(['function settleBatch(uint256 batchId, address payee)']);

/** A contract of its own per run, so a registration from an earlier run cannot decode it. */
function freshContract(): Hex {
  const digits = Array.from({ length: 40 }, () => Math.floor(Math.random() * 16).toString(16));
  return `0x${digits.join('')}`;
}

test('an administrator registers an ABI, and a co-signer then sees the call decoded with it', async ({
  page,
  request,
}) => {
  // Three people sign in, and the order waits for the sandbox's lifecycle to reach co-signers.
  test.setTimeout(90_000);
  const contract = freshContract();
  const payee = '0x1111111111111111111111111111111111111111';
  const payload = serializeTransaction({
    to: contract,
    data: encodeFunctionData({
      abi: settlementAbi,
      functionName: 'settleBatch',
      args: [42n, payee],
    }),
    nonce: 3,
    gas: 150_000n,
    gasPrice: 25_000_000_000n,
    value: 0n,
  });
  const externalOrderId = uniqueId('abi');
  const created = await scriptApi(request, 'treasury').post('/platform/orders', {
    orderType: 'withdraw',
    portfolioId: await portfolioId(request, 'Treasury Vault'),
    baseCurrency: 'ETH',
    mainCurrency: 'ETH',
    // The API wants a positive amount; the calls say what moves.
    amount: '0.000000000000000001',
    blockchainTransactionType: 'multi-smart-call',
    payloads: [payload],
    feeLevel: 'medium',
    externalBroadcast: false,
    externalOrderId,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { orderId } = wireOrderSchema.parse(await created.json());
  await expect
    .poll(async () => (await findOrder(request, externalOrderId)).status, { timeout: 20_000 })
    .toBe('co-sign-require');

  // Before: nothing knows the function, and the review says so and warns.
  await switchPerson(page, 'marcus-chen');
  await page.goto(`/co-sign?orderId=${orderId}`);
  const review = page.getByRole('region', { name: /^Review/ });
  await expect(review.getByText(/^Call 1 of 1: Unknown function 0x/)).toBeVisible();
  await expect(review.getByText('Call 1 could not be decoded')).toBeVisible();

  // An administrator registers the contract's ABI; a broken one is refused with the reason.
  await switchPerson(page, 'priya-natarajan');
  await page.goto('/admin');
  const form = page.getByRole('form', { name: 'Register a contract ABI' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Northwind settlement');
  await form.getByRole('textbox', { name: 'Contract address' }).fill(contract);
  const abiBox = form.getByRole('textbox', { name: 'ABI (JSON)' });
  await abiBox.fill('[{"type": "event"');
  await form.getByRole('button', { name: 'Register ABI' }).click();
  await expect(form.getByText('The ABI is not valid JSON.')).toBeVisible();
  await abiBox.fill(JSON.stringify(settlementAbi, null, 2));
  await form.getByRole('button', { name: 'Register ABI' }).click();
  await expect(page.getByText('Registered the ABI “Northwind settlement”.')).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Registered contract ABIs' })
    .getByRole('row', { name: /Northwind settlement/ });
  await expect(row).toContainText('settleBatch');
  expect(await seriousViolations(page, '/admin')).toEqual([]);
  await page.screenshot({ path: 'test-results/contract-abis-admin.png', fullPage: true });

  // After: the co-signer sees the function and its arguments by name.
  await switchPerson(page, 'marcus-chen');
  await page.goto(`/co-sign?orderId=${orderId}`);
  await expect(review.getByText('Call 1 of 1: settleBatch on Northwind settlement')).toBeVisible();
  const call = review.getByRole('table', { name: 'Call 1' });
  await expect(call).toContainText('settleBatch');
  await expect(call).toContainText('batchId');
  await expect(call).toContainText('42');
  await expect(call).toContainText(payee);
  await expect(review.getByText(/Unknown function/)).toHaveCount(0);
  await expect(review.getByText('Call 1 could not be decoded')).toHaveCount(0);
  await expect(
    review.getByText('Call 1: the address “payee” is not in the address book'),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/contract-abis-review.png', fullPage: true });
});
