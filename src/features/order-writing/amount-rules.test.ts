import { describe, expect, it } from 'vitest';
import { amountProblem, decimalsOf } from './amount-rules';

const eth = { currency: 'ETH', decimals: 18 };

describe('amountProblem', () => {
  it('accepts amounts within the precision and the limit, at full precision', () => {
    expect(amountProblem('0.000000000000000001', eth)).toBeNull();
    expect(amountProblem('123456789012345678901.5', { currency: 'ETH', decimals: 18 })).toBeNull();
    expect(
      amountProblem('10.000000000000000001', {
        ...eth,
        max: { value: '10.000000000000000001', label: 'available balance' },
      }),
    ).toBeNull();
  });

  it.each([
    ['', 'Enter an amount'],
    ['   ', 'Enter an amount'],
    ['-1', 'Use digits'],
    ['1e3', 'Use digits'],
    ['1,000', 'Use digits'],
    ['01.5', 'Use digits'],
    ['.5', 'Use digits'],
    ['1.', 'Use digits'],
    ['abc', 'Use digits'],
    ['0', 'greater than zero'],
    ['0.000', 'greater than zero'],
    [`1.${'1'.repeat(5000)}`, 'at most 40 digits'],
  ])('refuses %j', (amount, message) => {
    expect(amountProblem(amount, eth)).toContain(message);
  });

  it('accepts zero only where the order allows it, with every other rule kept', () => {
    const zeroAllowed = { ...eth, zeroAllowed: true };
    expect(amountProblem('0', zeroAllowed)).toBeNull();
    expect(amountProblem('0.000', zeroAllowed)).toBeNull();
    expect(amountProblem('', zeroAllowed)).toBe('Enter an amount');
    expect(amountProblem('-0', zeroAllowed)).toContain('Use digits');
    expect(amountProblem('0', eth)).toContain('greater than zero');
  });

  it('refuses more decimals than the currency has', () => {
    expect(amountProblem('0.0000000000000000001', eth)).toBe(
      'ETH allows 18 decimal places; this amount has 19',
    );
    expect(amountProblem('1.1234567', { currency: 'USDC', decimals: 6 })).toContain('has 7');
    expect(amountProblem('1.123456', { currency: 'USDC', decimals: 6 })).toBeNull();
  });

  it('takes a whole amount as having no decimal places, even where none are allowed', () => {
    expect(amountProblem('250000', { currency: 'USDC', decimals: 6 })).toBeNull();
    expect(amountProblem('7', { currency: 'XTZ', decimals: 0 })).toBeNull();
    expect(amountProblem('7.5', { currency: 'XTZ', decimals: 0 })).toBe(
      'XTZ allows 0 decimal places; this amount has 1',
    );
  });

  it('refuses an amount above the limit by the smallest unit, without rounding', () => {
    const limits = { ...eth, max: { value: '1.000000000000000001', label: 'available balance' } };
    expect(amountProblem('1.000000000000000002', limits)).toBe(
      'More than the available balance (1.000000000000000001 ETH)',
    );
    expect(amountProblem('1.000000000000000001', limits)).toBeNull();
  });

  it('allows exactly 40 digits and refuses the 41st, the point not counted', () => {
    const forty = `${'9'.repeat(21)}.${'9'.repeat(19)}`;
    expect(amountProblem(forty, { currency: 'XYZ', decimals: undefined })).toBeNull();
    expect(amountProblem(`${forty}9`, { currency: 'XYZ', decimals: undefined })).toBe(
      'Use at most 40 digits',
    );
  });

  it('allows an amount equal to the limit and one smallest unit below it', () => {
    const limits = { ...eth, max: { value: '0.3', label: 'available balance' } };
    expect(amountProblem('0.3', limits)).toBeNull();
    expect(amountProblem('0.299999999999999999', limits)).toBeNull();
    expect(amountProblem('0.300000000000000001', limits)).toContain('More than');
  });

  it('shows the limit as given when it cannot be formatted', () => {
    const limits = { ...eth, max: { value: '1e3', label: 'available balance' } };
    expect(amountProblem('1001', limits)).toBe('More than the available balance (1e3 ETH)');
  });

  it('skips the precision check when the currency does not publish one', () => {
    expect(
      amountProblem('1.123456789012345678901', { currency: 'XYZ', decimals: undefined }),
    ).toBeNull();
  });
});

describe('decimalsOf', () => {
  it('reads the digit string and tolerates a missing value', () => {
    expect(decimalsOf({ decimal: '18' })).toBe(18);
    expect(decimalsOf({})).toBeUndefined();
    expect(decimalsOf(undefined)).toBeUndefined();
  });
});
