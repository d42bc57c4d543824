import { describe, expect, it } from 'vitest';
import { Money } from './decimal';
import { formatDecimal } from './format-decimal';

describe('formatDecimal', () => {
  it('keeps every digit of tiny and huge amounts', () => {
    expect(formatDecimal('0.000000000000000001')).toBe('0.000000000000000001');
    expect(formatDecimal('123456789012345678901.5')).toBe('123,456,789,012,345,678,901.5');
  });

  it('groups the integer part and keeps trailing fraction digits as given', () => {
    expect(formatDecimal('1234567.10')).toBe('1,234,567.10');
    expect(formatDecimal('-1000')).toBe('-1,000');
    expect(formatDecimal('0')).toBe('0');
    expect(formatDecimal('-0.50')).toBe('-0.50');
    expect(formatDecimal('007.5')).toBe('7.5');
  });

  it('drops the sign of zero, as a decimal round trip does', () => {
    for (const zero of ['-0', '-0.00', '-000']) {
      expect(formatDecimal(zero)).toBe(zero.includes('.') ? '0.00' : '0');
      expect(new Money(zero).isZero()).toBe(true);
    }
  });

  it('refuses anything that is not a plain decimal string', () => {
    for (const bad of ['1e5', 'abc', '', '1.', '.5', '1,000', ' 1']) {
      expect(formatDecimal(bad)).toBeNull();
    }
  });
});

describe('Money', () => {
  it('adds without floating-point error or rounding', () => {
    expect(new Money('0.1').plus('0.2').toFixed()).toBe('0.3');
    expect(new Money('123456789012345678901.5').plus('0.000000000000000001').toFixed()).toBe(
      '123456789012345678901.500000000000000001',
    );
  });
});
