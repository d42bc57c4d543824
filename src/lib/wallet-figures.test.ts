import { describe, expect, it } from 'vitest';
import { walletSchema } from '../shared/contracts/wallets';
import { walletSums } from './wallet-figures';

const wallet = (figures: Record<string, unknown>) =>
  walletSchema.parse({
    walletId: 'w-1',
    portfolioId: 'pf-1',
    currency: 'ETH',
    mainCurrency: 'ETH',
    balance: '10',
    available: '7.5',
    ...figures,
  });

describe('walletSums', () => {
  it('finds available and reserved adding up to the balance, exactly, whatever is locked', () => {
    const sums = walletSums(
      wallet({
        balance: '10.000000000000000001',
        available: '7.500000000000000001',
        reserve: '2.5',
        locked: '10',
      }),
    );
    expect(sums.balance).toEqual({ kind: 'adds-up', sum: '10.000000000000000001' });
  });

  it('says what the parts come to when they miss the balance', () => {
    expect(walletSums(wallet({ reserve: '2' })).balance).toEqual({
      kind: 'differs',
      sum: '9.5',
      whole: '10',
    });
  });

  it('checks the total against the balance plus staked, and only when a total is sent', () => {
    expect(
      walletSums(wallet({ reserve: '2.5', stakeBalance: '4', totalBalance: '14' })).total,
    ).toEqual({ kind: 'adds-up', sum: '14' });
    expect(walletSums(wallet({ reserve: '2.5' })).total).toEqual({ kind: 'unknown' });
  });

  it('checks nothing against an unreadable figure', () => {
    expect(walletSums(wallet({ reserve: 'two' })).balance).toEqual({ kind: 'unknown' });
  });
});
