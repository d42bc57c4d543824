import { describe, expect, it } from 'vitest';
import { addDecimals, isGreater, quoteFee } from './fee-schedule';

describe('exact decimal arithmetic of amounts and fees', () => {
  it('adds 18-decimal amounts of 36 digits without rounding', () => {
    expect(addDecimals('123456789012345678.123456789012345678', '0.000000000000000001')).toBe(
      '123456789012345678.123456789012345679',
    );
    expect(addDecimals('0.1', '0.2')).toBe('0.3');
  });

  it('tells amounts one smallest unit apart, and equal is not greater', () => {
    expect(isGreater('1.000000000000000002', '1.000000000000000001')).toBe(true);
    expect(isGreater('1.000000000000000001', '1.000000000000000001')).toBe(false);
    expect(isGreater('1.000000000000000001', '1.000000000000000002')).toBe(false);
  });
});

describe('quoteFee', () => {
  it('quotes a flat fee in the base currency, higher levels costing more and confirming sooner', () => {
    const low = quoteFee('ETH', 'ETH', 'low');
    const high = quoteFee('ETH', 'ETH', 'high');
    expect(low?.estimatedFees).toMatchObject({ feeCurrency: 'ETH', feeType: 'flat' });
    expect(low?.estimatedFees.estimatedTime).toBe(String(45 * 60_000));
    expect(high?.estimatedFees.estimatedTime).toBe(String(3 * 60_000));
    expect(isGreater(high?.fee ?? '0', low?.fee ?? '0')).toBe(true);
  });

  it('quotes the token on its own network, and nothing for a pair the sandbox lacks', () => {
    expect(quoteFee('USDC', 'ETH')?.feeLevel).toBe('medium');
    expect(quoteFee('USDC', 'NOPE')).toBeUndefined();
    expect(quoteFee('NOPE', 'ETH')).toBeUndefined();
  });
});
