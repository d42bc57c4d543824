import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from './decimal';
import { ExactSum, isZeroDecimal } from './exact-sum';

describe('ExactSum', () => {
  it('adds without rounding, at any scale, as decimal objects do', () => {
    const sum = new ExactSum().add('123456789012345678901.5').add('0.000000000000000001');
    expect(sum.toFixed()).toBe('123456789012345678901.500000000000000001');
    expect(new ExactSum().toFixed()).toBe('0');
    expect(new ExactSum().add('1.50').add('2.50').toFixed()).toBe('4');
    expect(new ExactSum().add('-3.25').add('1').toFixed()).toBe('-2.25');
    expect(new ExactSum().add('0.1').add('-0.1').toFixed()).toBe('0');
  });

  it('refuses what is not a plain decimal', () => {
    expect(() => new ExactSum().add('1e3')).toThrow('Not a plain decimal');
    expect(() => new ExactSum().add('')).toThrow();
  });

  it('agrees with the decimal library on any list of amounts (seed 35)', () => {
    const amount = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.integer({ min: 0, max: 18 }))
      .map(([negative, units, scale]) => {
        const digits = units.toString().padStart(scale + 1, '0');
        const cut = digits.length - scale;
        const text = scale === 0 ? digits : `${digits.slice(0, cut)}.${digits.slice(cut)}`;
        return negative ? `-${text}` : text;
      });
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 30 }), (amounts) => {
        const exact = amounts.reduce((sum, value) => sum.add(value), new ExactSum());
        const expected = amounts.reduce((sum, value) => sum.plus(value), new Money(0));
        expect(exact.toFixed()).toBe(expected.toFixed());
      }),
      { seed: 35, numRuns: 300 },
    );
  });
});

describe('isZeroDecimal', () => {
  it('knows zero in any of its spellings, and nothing else', () => {
    for (const zero of ['0', '0.0', '-0', '000.000']) expect(isZeroDecimal(zero)).toBe(true);
    for (const other of ['0.000000000000000001', '10', '-0.5', 'zero']) {
      expect(isZeroDecimal(other)).toBe(false);
    }
  });
});
