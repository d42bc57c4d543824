import { describe, expect, it } from 'vitest';
import { compareDecimalStrings } from './decimal-sorting';

describe('compareDecimalStrings', () => {
  it('orders amounts exactly, beyond what JS numbers can tell apart', () => {
    expect(compareDecimalStrings('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimalStrings('0.000000000000000001', '0.000000000000000002')).toBe(-1);
    expect(compareDecimalStrings('1.50', '1.5')).toBe(0);
    expect(compareDecimalStrings('-2', '1')).toBe(-1);
  });

  it('sorts malformed values before numbers instead of throwing', () => {
    expect(compareDecimalStrings('1e5', '3')).toBe(-1);
    expect(compareDecimalStrings('3', 'abc')).toBe(1);
  });
});
