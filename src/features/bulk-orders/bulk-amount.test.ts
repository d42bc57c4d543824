import { describe, expect, it } from 'vitest';
import { readBulkAmount } from './bulk-amount';

describe('readBulkAmount', () => {
  it('drops commas between thousands and keeps every digit', () => {
    expect(readBulkAmount('1,250')).toEqual({ ok: true, amount: '1250' });
    expect(readBulkAmount(' 1,234,567.000000000000000001 ')).toEqual({
      ok: true,
      amount: '1234567.000000000000000001',
    });
    expect(readBulkAmount('123,456,789,012,345,678,901.5')).toEqual({
      ok: true,
      amount: '123456789012345678901.5',
    });
  });

  it('passes plain decimals through unchanged, for the amount rules to judge', () => {
    expect(readBulkAmount('0.001')).toEqual({ ok: true, amount: '0.001' });
    expect(readBulkAmount('1.5')).toEqual({ ok: true, amount: '1.5' });
    expect(readBulkAmount('1.0000')).toEqual({ ok: true, amount: '1.0000' });
    expect(readBulkAmount('=1+1')).toEqual({ ok: true, amount: '=1+1' });
  });

  it('refuses an amount that reads two ways, naming both', () => {
    expect(readBulkAmount('1.000')).toEqual({
      ok: false,
      problem: '1.000 could be 1 or 1000: write 1, or 1,000 for thousands',
    });
    expect(readBulkAmount('12.500')).toEqual({
      ok: false,
      problem: '12.500 could be 12.5 or 12500: write 12.5, or 12,500 for thousands',
    });
  });

  it('refuses points between thousands and commas as decimal marks', () => {
    expect(readBulkAmount('1.000.000')).toEqual({
      ok: false,
      problem: 'Points mark decimals here: write thousands with commas (1,000,000)',
    });
    expect(readBulkAmount('1,5')).toEqual({
      ok: false,
      problem: 'Use a point for decimals, not a comma (e.g. 1.5)',
    });
    for (const misplaced of ['12,34,567', ',100', '1,000,', '1,000.5,1']) {
      expect(readBulkAmount(misplaced)).toEqual({
        ok: false,
        problem: 'Commas go between groups of three digits only (e.g. 1,250,000.5)',
      });
    }
  });
});
