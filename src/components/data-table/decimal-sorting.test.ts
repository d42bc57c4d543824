import { describe, expect, it } from 'vitest';
import { Money } from '../../lib/decimal';
import { compareDecimalStrings } from './decimal-sorting';

describe('compareDecimalStrings', () => {
  it('orders amounts exactly, beyond what JS numbers can tell apart', () => {
    expect(compareDecimalStrings('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimalStrings('0.000000000000000001', '0.000000000000000002')).toBe(-1);
    expect(compareDecimalStrings('123456789012345678901.5', '123456789012345678901.49')).toBe(1);
    expect(compareDecimalStrings('1.50', '1.5')).toBe(0);
    expect(compareDecimalStrings('-2', '1')).toBe(-1);
  });

  it('reads leading and trailing zeros, signs and zero as a decimal does', () => {
    expect(compareDecimalStrings('007.10', '7.1')).toBe(0);
    expect(compareDecimalStrings('-0', '0.000')).toBe(0);
    expect(compareDecimalStrings('-0.5', '0')).toBe(-1);
    expect(compareDecimalStrings('-10', '-9.99')).toBe(-1);
    expect(compareDecimalStrings('0.5', '0.49999')).toBe(1);
    expect(compareDecimalStrings('10', '9.999')).toBe(1);
  });

  it('agrees with decimal.js on every pair of a varied set', () => {
    const values = [
      '0',
      '-0',
      '1',
      '-1',
      '0.1',
      '0.10',
      '-0.1',
      '10',
      '9.99',
      '100.001',
      '-100.01',
      '00.5',
      '123456789012345678901.5',
      '0.000000000000000001',
      '-0.000000000000000001',
      '2.50',
      '2.5000001',
    ];
    for (const a of values) {
      for (const b of values) {
        expect(compareDecimalStrings(a, b), `${a} vs ${b}`).toBe(
          new Money(a).comparedTo(new Money(b)),
        );
      }
    }
  });

  it('sorts malformed values before numbers instead of throwing', () => {
    expect(compareDecimalStrings('1e5', '3')).toBe(-1);
    expect(compareDecimalStrings('3', 'abc')).toBe(1);
  });
});
