import { describe, expect, it } from 'vitest';
import { makeEntry, makeOrder } from './co-sign-test-data';
import {
  chunkAddress,
  destinationOf,
  findLookAlikes,
  isRecentlyAdded,
  paymentHistory,
} from './safety-checks';

const original = makeEntry();
// Built the way address poisoning works: same first 6 and last 4 characters.
const lookAlike = makeEntry({
  cryptoAddressId: 'addr-lookalike',
  name: 'Meridian Markets ETH (updated)',
  address: '0xE0aC5e79e55C2C35DcDD914b81abFDfb39F0D0e',
});
const unrelated = makeEntry({
  cryptoAddressId: 'addr-other',
  name: 'Coinbase Prime settlement',
  address: '0xeB4a4DC5bd5dc9dFCa2537d22788fE628B55A2Fe',
});
const book = [original, lookAlike, unrelated];

describe('findLookAlikes', () => {
  it('finds the entry sharing the first and last characters', () => {
    expect(findLookAlikes(lookAlike.address, book)).toEqual([original]);
    expect(findLookAlikes(original.address, book)).toEqual([lookAlike]);
  });

  it('ignores case and the 0x prefix', () => {
    expect(findLookAlikes(lookAlike.address.toLowerCase(), book)).toEqual([original]);
  });

  it('does not flag the same address or unrelated ones', () => {
    expect(findLookAlikes(unrelated.address, book)).toEqual([]);
    expect(findLookAlikes(original.address, [original])).toEqual([]);
  });

  it('does not flag an address too short to have distinct edges', () => {
    expect(findLookAlikes('0xabc', [makeEntry({ address: '0xabcabc' })])).toEqual([]);
  });

  it('flags a match in only the head or only the tail as nothing', () => {
    const headOnly = makeEntry({ address: '0xE0aC0000000000000000000000000000000000ff' });
    expect(findLookAlikes(original.address, [headOnly])).toEqual([]);
  });
});

describe('paymentHistory', () => {
  const order = makeOrder({ orderId: 'current', amount: '85', createdAt: '1700000100000' });
  const destination = destinationOf(order, book);
  const paid = (orderId: string, amount: string, extra = {}, overrides = {}) =>
    makeOrder(
      { orderId, amount, status: 'executed', createdAt: '1700000000000', ...overrides },
      extra,
    );

  it('is a first payment when nothing completed went to the destination', () => {
    const history = [
      order,
      paid('pending', '5', {}, { status: 'co-sign-require' }),
      paid('failed', '5', {}, { status: 'rejected' }),
      paid('elsewhere', '5', { toCryptoAddressId: 'addr-other', toAddress: unrelated.address }),
    ];
    expect(paymentHistory(order, destination, history)).toMatchObject({
      firstPayment: true,
      earlierPayments: 0,
      unusualSize: false,
    });
  });

  it('flags an amount far above the largest earlier payment', () => {
    const history = [paid('a', '20'), paid('b', '25.5')];
    expect(paymentHistory(order, destination, history)).toMatchObject({
      firstPayment: false,
      earlierPayments: 2,
      largestEarlier: '25.5',
      unusualSize: true,
    });
  });

  it('does not flag an amount within the usual range', () => {
    const history = [paid('a', '30')];
    expect(paymentHistory(order, destination, history).unusualSize).toBe(false);
  });

  it('compares amounts exactly, at full precision', () => {
    const precise = makeOrder({ amount: '0.000000000000000031', createdAt: '1700000100000' });
    const history = [paid('tiny', '0.00000000000000001')];
    const result = paymentHistory(precise, destinationOf(precise, book), history);
    expect(result.largestEarlier).toBe('0.00000000000000001');
    expect(result.unusualSize).toBe(true);
  });

  it('only compares sizes within the same currency', () => {
    const history = [paid('usdc', '1', {}, { baseCurrency: 'USDC' })];
    expect(paymentHistory(order, destination, history)).toMatchObject({
      firstPayment: false,
      largestEarlier: null,
      unusualSize: false,
    });
  });

  it('ignores payments created after the order', () => {
    const history = [paid('later', '1', {}, { createdAt: '1700000200000' })];
    expect(paymentHistory(order, destination, history).firstPayment).toBe(true);
  });

  it('matches a raw address when no address-book id is given', () => {
    const raw = makeOrder(
      { createdAt: '1700000100000' },
      { toCryptoAddressId: undefined, toAddress: original.address },
    );
    const history = [
      paid('raw', '10', {
        toCryptoAddressId: undefined,
        toAddress: original.address.toLowerCase(),
      }),
    ];
    expect(paymentHistory(raw, destinationOf(raw, []), history).earlierPayments).toBe(1);
  });

  it('matches a destination portfolio', () => {
    const internal = makeOrder(
      { createdAt: '1700000100000' },
      { toCryptoAddressId: undefined, toAddress: undefined, toPortfolioId: 'pf-ops' },
    );
    const history = [
      paid('moved', '10', {
        toCryptoAddressId: undefined,
        toAddress: undefined,
        toPortfolioId: 'pf-ops',
      }),
    ];
    expect(paymentHistory(internal, destinationOf(internal, []), history).firstPayment).toBe(false);
  });
});

describe('address display and entry age', () => {
  it('chunks an address in fours without losing characters', () => {
    expect(chunkAddress('0xE0aCFFfbA9')).toEqual(['0xE0', 'aCFF', 'fbA9']);
    expect(chunkAddress('bc1q2')).toEqual(['bc1q', '2']);
    expect(chunkAddress(original.address).join('')).toBe(original.address);
  });

  it('flags an entry added in the last two weeks', () => {
    const now = 1_700_000_000_000;
    expect(isRecentlyAdded(makeEntry({ createdAt: String(now - 86_400_000) }), now)).toBe(true);
    expect(isRecentlyAdded(makeEntry({ createdAt: String(now - 30 * 86_400_000) }), now)).toBe(
      false,
    );
  });

  it('resolves the destination address from the address book when the order omits it', () => {
    const order = makeOrder({}, { toAddress: undefined });
    expect(destinationOf(order, book).address).toBe(original.address);
  });
});
