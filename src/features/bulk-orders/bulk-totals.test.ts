import { describe, expect, it } from 'vitest';
import type { BulkOrderItem } from '../../shared/contracts/create-order';
import { currencyTotals } from './bulk-totals';

const item = (
  externalOrderId: string,
  baseCurrency: string,
  amount: string,
  mainCurrency?: string,
): BulkOrderItem => ({
  externalOrderId,
  orderType: 'withdraw',
  portfolioId: 'p-1',
  baseCurrency,
  amount,
  ...(mainCurrency === undefined ? {} : { mainCurrency }),
});

describe('the totals of a batch by currency', () => {
  it('sums each currency exactly, never in floating point', () => {
    const totals = currencyTotals([
      item('a', 'USDC', '0.1', 'ETH'),
      item('b', 'USDC', '0.2', 'ETH'),
      item('c', 'BTC', '1.00000001', 'BTC'),
      item('d', 'BTC', '2'),
    ]);
    expect(
      totals.map(({ currency, network, count, total }) => [currency, network, count, total]),
    ).toEqual([
      ['BTC', undefined, 2, '3.00000001'],
      ['USDC', 'ETH', 2, '0.3'],
    ]);
  });

  it('keeps one currency on two networks apart, and names the largest order of each', () => {
    const totals = currencyTotals([
      item('small', 'USDC', '9.99', 'ETH'),
      item('large', 'USDC', '10', 'ETH'),
      item('other', 'USDC', '500', 'SOL'),
    ]);
    expect(totals.map((total) => [total.network, total.largest.externalOrderId])).toEqual([
      ['ETH', 'large'],
      ['SOL', 'other'],
    ]);
  });

  it('has nothing to total for an empty batch', () => {
    expect(currencyTotals([])).toEqual([]);
  });
});
