import { describe, expect, it } from 'vitest';
import { amountProblem, maxAmount, withdrawalTotals, type AmountLimits } from './amount-validation';

const usdc: AmountLimits = {
  currency: 'USDC',
  decimals: 6,
  available: '1000.5',
  fee: undefined,
  includeFeeInWithdraw: false,
};

describe('amountProblem', () => {
  it('accepts a plain amount within precision and balance', () => {
    expect(amountProblem('1000.5', usdc)).toBeUndefined();
    expect(amountProblem('0.000001', usdc)).toBeUndefined();
    expect(amountProblem(' 12.5 ', usdc)).toBeUndefined();
  });

  it.each([
    ['', /Enter an amount/],
    ['   ', /Enter an amount/],
    ['abc', /digits and one decimal point/],
    ['1.2.3', /digits and one decimal point/],
    ['1e-6', /exponent/],
    ['-5', /positive/],
    ['+5', /plus sign/],
    ['1,000.5', /thousands separators/],
    ['12,345,678', /thousands separators/],
    ['1,5', /point \(\.\) for decimals, not a comma/],
    ['1 000', /spaces/],
    ['.5', /0 before the decimal point/],
    ['5.', /after the decimal point/],
    ['007', /leading zeros/],
    ['0x10', /digits and one decimal point/],
    ['NaN', /digits and one decimal point/],
    ['Infinity', /digits and one decimal point/],
  ])('rejects the malformed amount %j', (input, message) => {
    expect(amountProblem(input, usdc)).toMatch(message);
  });

  it('rejects zero', () => {
    expect(amountProblem('0', usdc)).toMatch(/greater than zero/);
    expect(amountProblem('0.000000', usdc)).toMatch(/greater than zero/);
  });

  it("rejects decimals beyond the currency's precision, counting digits exactly", () => {
    expect(amountProblem('1.0000001', usdc)).toBe(
      'USDC allows at most 6 decimal places; this has 7.',
    );
    const eth = { ...usdc, currency: 'ETH', decimals: 18, available: '1' };
    expect(amountProblem('0.000000000000000001', eth)).toBeUndefined();
    expect(amountProblem('0.0000000000000000001', eth)).toMatch(/at most 18 decimal places/);
    expect(amountProblem('1.5', { ...usdc, decimals: 0 })).toMatch(/whole number/);
  });

  it('rejects an amount above the available balance, by exact comparison', () => {
    expect(amountProblem('1000.500001', usdc)).toBe('More than the available 1,000.5 USDC.');
    const big = { ...usdc, decimals: 1, available: '123456789012345678901.5' };
    expect(amountProblem('123456789012345678901.5', big)).toBeUndefined();
    // Grouped like every amount on screen, and never rounded.
    expect(amountProblem('123456789012345678902', big)).toBe(
      'More than the available 123,456,789,012,345,678,901.5 USDC.',
    );
  });

  it('counts a fee added on top against the balance', () => {
    const withFee = { ...usdc, fee: '2.000001' };
    expect(amountProblem('998.499999', withFee)).toBeUndefined();
    expect(amountProblem('998.5', withFee)).toMatch(
      /plus the 2.000001 USDC fee \(1,000.500001\) is more than the available 1,000.5 USDC/,
    );
  });

  it('with the fee included, needs the amount to exceed the fee but not the balance plus fee', () => {
    const included = { ...usdc, fee: '2', includeFeeInWithdraw: true };
    expect(amountProblem('1000.5', included)).toBeUndefined();
    expect(amountProblem('2', included)).toMatch(/more than the 2 USDC fee/);
  });
});

describe('maxAmount', () => {
  it('is the available balance, less a fee added on top, cut to the currency decimals', () => {
    expect(maxAmount({ ...usdc })).toBe('1000.5');
    expect(maxAmount({ ...usdc, fee: '0.1234567' })).toBe('1000.376543');
    expect(maxAmount({ ...usdc, fee: '0.1', includeFeeInWithdraw: true })).toBe('1000.5');
    expect(maxAmount({ ...usdc, available: '0.0000019', decimals: 6 })).toBe('0.000001');
  });

  it('is undefined when nothing can be sent', () => {
    expect(maxAmount({ ...usdc, available: '0' })).toBeUndefined();
    expect(maxAmount({ ...usdc, available: '1', fee: '1' })).toBeUndefined();
    expect(maxAmount({ ...usdc, available: '1', fee: '1', includeFeeInWithdraw: true })).toBe(
      undefined,
    );
  });

  it('passes its own validation', () => {
    const limits = { ...usdc, available: '5.123456789', fee: '0.000002' };
    const max = maxAmount(limits);
    expect(max).toBe('5.123454');
    expect(amountProblem(max ?? '', limits)).toBeUndefined();
  });
});

describe('withdrawalTotals', () => {
  it('adds the fee on top by default', () => {
    expect(withdrawalTotals('0.000000000000000001', '0.00021', false)).toEqual({
      recipientGets: '0.000000000000000001',
      leavesPortfolio: '0.000210000000000001',
    });
  });

  it('takes the fee out of the amount when included', () => {
    expect(withdrawalTotals('123456789012345678901.5', '0.5', true)).toEqual({
      recipientGets: '123456789012345678901',
      leavesPortfolio: '123456789012345678901.5',
    });
  });

  it('is undefined for a malformed amount', () => {
    expect(withdrawalTotals('1e3', '1', false)).toBeUndefined();
  });
});
