import { encodeFunctionData, erc20Abi, getAddress, serializeTransaction, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { decodeSmartCall } from '../../shared/smart-calls';
import { makeEntry, makeOrder } from './co-sign-test-data';
import { addressesNeedingHistory, smartCallFindings } from './smart-call-checks';

const usdc = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
const now = 1_800_000_000_000;
const meridian = makeEntry({
  address: getAddress('0xe0acfffba9e2ff9edccefbfeaaabe7a8663b0d0e'),
  createdAt: String(now - 90 * 86_400_000),
});
// Built the way address poisoning works: the same first and last characters as Meridian's.
const lookAlike = getAddress(`0xe0ac${'5'.repeat(32)}0d0e`);
const stranger = getAddress('0x2222222222222222222222222222222222222222');
const book = [meridian];

function call(data: Hex, to: Hex = usdc) {
  return decodeSmartCall(
    serializeTransaction({ to, data, value: 0n, nonce: 1, gas: 90_000n, gasPrice: 1n }),
  );
}
const transferTo = (recipient: string, amount = 1_250_000_000n) =>
  call(
    encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient as Hex, amount],
    }),
  );

/** An executed USDC withdrawal to `address`, before the order under review. */
const paid = (address: string, amount: string) =>
  makeOrder(
    { orderId: `paid-${amount}`, amount, status: 'executed', baseCurrency: 'USDC', createdAt: '1' },
    { toCryptoAddressId: undefined, toAddress: address },
  );

const order = makeOrder(
  { amount: '0', createdAt: String(now) },
  { toCryptoAddressId: undefined, toAddress: undefined },
);
const warnings = (calls: ReturnType<typeof call>[], history: Record<string, string[]> = {}) =>
  smartCallFindings({
    order,
    calls,
    addressBook: book,
    now,
    historyOf: (address) => (history[address] ?? []).map((amount) => paid(address, amount)),
  }).filter((finding) => finding.tone === 'warning');

describe('smartCallFindings', () => {
  it('raises nothing for a usual token transfer to an address-book entry paid before', () => {
    const calls = [transferTo(meridian.address)];
    expect(warnings(calls, { [meridian.address]: ['1000'] })).toEqual([]);
    expect(addressesNeedingHistory(calls)).toEqual([meridian.address]);
  });

  it('names the entry a look-alike recipient is mistaken for', () => {
    const found = warnings([transferTo(lookAlike)], { [lookAlike]: ['1000'] });
    const flag = found.find((finding) => finding.title === 'Call 1: look-alike address');
    expect(flag?.text).toContain('“Meridian Markets ETH”');
    expect(flag?.lookAlikes).toEqual([meridian]);
    expect(found.map((finding) => finding.title)).toContain(
      'Call 1: the recipient is not in the address book',
    );
  });

  it('warns of an approval to a spender nobody knows, never paid before', () => {
    const approve = call(
      encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [stranger, 10n ** 9n] }),
    );
    expect(warnings([approve]).map((finding) => finding.title)).toEqual([
      'Call 1: the spender is not in the address book',
      'Call 1: first payment to the spender',
    ]);
  });

  it('flags a transfer far larger than earlier payments, in whole tokens', () => {
    const found = warnings([transferTo(meridian.address, 5_000_000_000n)], {
      [meridian.address]: ['1000'],
    });
    expect(found).toEqual([
      expect.objectContaining({
        title: 'Call 1: unusual size for the recipient',
        text: expect.stringContaining('5,000 USDC is more than 3×') as unknown,
      }),
    ]);
  });

  it('says in words that a call with an unknown selector could not be decoded', () => {
    const unknown = call(`0xdeadbeef${'00'.repeat(32)}`);
    expect(
      warnings([transferTo(meridian.address), unknown], { [meridian.address]: ['1000'] }),
    ).toEqual([
      expect.objectContaining({
        title: 'Call 2 could not be decoded',
        text: 'This call could not be decoded: function 0xdeadbeef; check it before approving.',
      }),
    ]);
  });

  it('warns of a call to a contract that is neither known nor in the address book', () => {
    const unknownContract = call(`0xdeadbeef`, stranger);
    expect(warnings([unknownContract]).map((finding) => finding.title)).toEqual([
      'Call 1 could not be decoded',
      'Call 1: the contract called is not in the address book',
      'Call 1: first payment to the contract called',
    ]);
  });

  it('warns of a payload that is not a transaction', () => {
    const found = smartCallFindings({
      order,
      calls: [decodeSmartCall('0xf8de01ab')],
      addressBook: book,
      now,
      historyOf: () => [],
    });
    expect(found.map((finding) => finding.title)).toEqual(['Call 1 could not be read']);
  });
});
