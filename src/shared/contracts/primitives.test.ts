import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  booleanParam,
  commaList,
  decimalString,
  digitString,
  epochMsString,
  isKnownValue,
  openEnum,
  positiveDecimalString,
  unsignedDecimalString,
  sha256Hex,
} from './primitives';

const colours = ['red', 'green'] as const;

describe('openEnum', () => {
  const schema = openEnum(colours);

  it('accepts known and unknown non-empty values unchanged', () => {
    expect(schema.parse('red')).toBe('red');
    expect(schema.parse('ultraviolet')).toBe('ultraviolet');
  });

  it('rejects empty strings and non-strings', () => {
    expect(schema.safeParse('').success).toBe(false);
    expect(schema.safeParse(3).success).toBe(false);
    expect(schema.safeParse(undefined).success).toBe(false);
  });

  it('narrows with isKnownValue', () => {
    const value: string = schema.parse('green');
    expect(isKnownValue(colours, value)).toBe(true);
    expect(isKnownValue(colours, 'ultraviolet')).toBe(false);
    expect(isKnownValue(colours, 42)).toBe(false);
  });
});

describe('positiveDecimalString', () => {
  it.each(['0.000000000000000001', '123456789012345678901.5', '1', '0.5', '250000.00'])(
    'keeps %s unchanged',
    (amount) => {
      expect(positiveDecimalString.parse(amount)).toBe(amount);
      expect(JSON.parse(JSON.stringify({ amount }))).toEqual({ amount });
    },
  );

  it.each(['0', '0.000', '-1', '1e5', '1.', '.5', ' 1', '1 ', '1,000', '+1', '01.5', '', 'NaN'])(
    'rejects %j',
    (amount) => {
      expect(positiveDecimalString.safeParse(amount).success).toBe(false);
    },
  );

  it('rejects numbers, so nothing goes through a JS number', () => {
    expect(positiveDecimalString.safeParse(1.5).success).toBe(false);
  });
});

describe('unsignedDecimalString', () => {
  it('accepts zero, which positiveDecimalString refuses, and keeps the same format rules', () => {
    for (const zero of ['0', '0.000']) {
      expect(unsignedDecimalString.parse(zero)).toBe(zero);
      expect(positiveDecimalString.safeParse(zero).success).toBe(false);
    }
    for (const bad of ['-1', '1e5', '1,000', '01.5', '', ' 0']) {
      expect(unsignedDecimalString.safeParse(bad).success).toBe(false);
    }
  });
});

describe('decimalString', () => {
  it.each(['0', '-0.01', '123456789012345678901.000000000000000001', '42'])(
    'accepts %s',
    (value) => {
      expect(decimalString.parse(value)).toBe(value);
    },
  );

  it.each(['1e5', '+1', '1.', '.5', '1,5', '', ' 2'])('rejects %j', (value) => {
    expect(decimalString.safeParse(value).success).toBe(false);
  });
});

describe('digit, epoch and hash strings', () => {
  it('accepts digit strings and rejects signs or numbers', () => {
    expect(digitString.parse('1000')).toBe('1000');
    expect(digitString.safeParse('-1').success).toBe(false);
    expect(digitString.safeParse(1000).success).toBe(false);
  });

  it('accepts epoch milliseconds only as digits', () => {
    expect(epochMsString.parse('1717000000000')).toBe('1717000000000');
    expect(epochMsString.safeParse('2024-05-29T12:00:00Z').success).toBe(false);
  });

  it('accepts a lowercase SHA-256 hex digest only', () => {
    const hash = '5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8';
    expect(sha256Hex.parse(hash)).toBe(hash);
    expect(sha256Hex.safeParse(hash.toUpperCase()).success).toBe(false);
    expect(sha256Hex.safeParse(hash.slice(1)).success).toBe(false);
  });
});

describe('commaList', () => {
  const schema = commaList(z.enum(['withdraw', 'deposit']));

  it('splits the wire form and drops empty parts', () => {
    expect(schema.parse('withdraw,,deposit,')).toEqual(['withdraw', 'deposit']);
    expect(schema.parse('withdraw')).toEqual(['withdraw']);
  });

  it('accepts an array as is', () => {
    expect(schema.parse(['deposit'])).toEqual(['deposit']);
  });

  it('validates every item', () => {
    expect(schema.safeParse('withdraw,sell').success).toBe(false);
    expect(schema.safeParse(['sell']).success).toBe(false);
  });

  it('enforces a minimum when asked', () => {
    const required = commaList(z.string(), { min: 1 });
    expect(required.safeParse(',').success).toBe(false);
    expect(required.safeParse([]).success).toBe(false);
    expect(schema.parse('')).toEqual([]);
  });
});

describe('booleanParam', () => {
  it('accepts booleans and their wire form', () => {
    expect(booleanParam.parse(true)).toBe(true);
    expect(booleanParam.parse('true')).toBe(true);
    expect(booleanParam.parse(false)).toBe(false);
    expect(booleanParam.parse('false')).toBe(false);
  });

  it.each(['1', 'yes', 'TRUE', '', 0])('rejects %j', (value) => {
    expect(booleanParam.safeParse(value).success).toBe(false);
  });
});
