import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { walletSchema, type WireWallet } from '../../shared/contracts/wallets';
import { balanceAgainstMinimum } from '../../shared/balance-minimums';
import { sandboxMinimumsFor } from './sandbox-minimums';

const wallet = (walletId: string, balance: string, currency = 'BTC'): WireWallet => ({
  walletId,
  portfolioId: 'p',
  currency,
  mainCurrency: currency,
  balance,
  available: balance,
});

describe('the sandbox minimums', () => {
  it('puts two wallets just above theirs and the last one just below, in a stable order', () => {
    const wallets = [
      wallet('c', '3.123456789'),
      wallet('a', '1000'),
      wallet('empty', '0'),
      wallet('b', '25', 'ETH'),
      wallet('d', '9'),
    ].map((one) => walletSchema.parse(one));
    const seeded = sandboxMinimumsFor(wallets);
    expect(seeded.map(({ target, amount }) => [target.walletId, amount])).toEqual([
      ['a', '980'],
      ['b', '24.5'],
      ['c', '3.18592593'],
    ]);
    const balances = new Map([
      ['a', '1000'],
      ['b', '25'],
      ['c', '3.123456789'],
    ]);
    const verdicts = seeded.map(({ target, amount }) =>
      balanceAgainstMinimum(balances.get(target.walletId) ?? '', amount),
    );
    expect(verdicts.map((verdict) => verdict.holds)).toEqual([false, false, true]);
    // Above the re-arm band, so a small move does not cross.
    expect(verdicts.slice(0, 2).every((verdict) => verdict.rearm)).toBe(true);
    expect(new Decimal(seeded[2]?.amount ?? '0').greaterThan('3.123456789')).toBe(true);
  });
});
