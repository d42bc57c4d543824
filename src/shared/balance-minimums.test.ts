import { describe, expect, it } from 'vitest';
import { balanceAgainstMinimum, minimumAmountSchema, minimumFor } from './balance-minimums';

const issue = (typed: string) => minimumAmountSchema.safeParse(typed).error?.issues[0]?.message;

describe('a minimum as typed', () => {
  it('reads grouped and plain amounts exactly, dropping the grouping', () => {
    expect(minimumAmountSchema.parse('1,000.50')).toBe('1000.5');
    expect(minimumAmountSchema.parse(' 0.000000000000000001 ')).toBe('0.000000000000000001');
    expect(minimumAmountSchema.parse('123456789012345678901.5')).toBe('123456789012345678901.5');
    expect(minimumAmountSchema.parse('1000000')).toBe('1000000');
  });

  it('says in words what is wrong', () => {
    expect(issue('-1')).toBe('A minimum cannot be negative');
    for (const bad of [
      '',
      'abc',
      '1.000,50',
      '1,00',
      '1e5',
      '1.',
      '.5',
      '0x10',
      '1.0000000000000000001',
    ]) {
      expect(issue(bad)).toBe('Enter an amount such as 1,000.50');
    }
    expect(issue('0')).toBe('The minimum must be above 0');
    expect(issue('0.000')).toBe('The minimum must be above 0');
  });
});

describe('a balance against its minimum', () => {
  it('holds strictly under the minimum and re-arms at 1 % above it, exactly', () => {
    expect(balanceAgainstMinimum('99.999999999999999999', '100')).toEqual({
      holds: true,
      rearm: false,
      shortfall: '0.000000000000000001',
    });
    expect(balanceAgainstMinimum('100', '100')).toMatchObject({ holds: false, rearm: false });
    expect(balanceAgainstMinimum('100.999', '100')).toMatchObject({ rearm: false });
    expect(balanceAgainstMinimum('101', '100')).toEqual({
      holds: false,
      rearm: true,
      shortfall: '0',
    });
  });

  it("applies a wallet's own minimum before its currency's", () => {
    const minimums = [
      { id: 1, target: { scope: 'currency', currency: 'BTC' } as const },
      { id: 2, target: { scope: 'wallet', walletId: 'w', currency: 'BTC' } as const },
    ];
    expect(minimumFor(minimums, { walletId: 'w', currency: 'BTC' })?.id).toBe(2);
    expect(minimumFor(minimums, { walletId: 'v', currency: 'BTC' })?.id).toBe(1);
    expect(minimumFor(minimums, { walletId: 'v', currency: 'ETH' })).toBeUndefined();
  });
});
