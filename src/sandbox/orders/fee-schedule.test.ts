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

  it('turns the USD value of the level into the currency at its price, rounded up at its precision', () => {
    // 0.5 / 68250.40 = 0.0000073259…: up, never down, to BTC's 8 places.
    expect(quoteFee('BTC', 'BTC', 'low')).toEqual({
      feeLevel: 'low',
      fee: '0.00000733',
      estimatedFees: {
        fee: '0.00000733',
        feeCurrency: 'BTC',
        feeType: 'flat',
        estimatedTime: String(45 * 60_000),
        reportingCurrencyRate: '68250.40',
      },
    });
    // USDC has 6 places: 0.5 / 1.0001 = 0.49995000… becomes 0.499951.
    expect(quoteFee('USDC', 'ETH', 'low')?.fee).toBe('0.499951');
    // ETH has 18 places; fees stop at 8: 2 / 3412.75 = 0.000586038…
    expect(quoteFee('ETH', 'ETH')?.fee).toBe('0.00058604');
    expect(quoteFee('ETH', 'ETH', 'medium')?.estimatedFees.estimatedTime).toBe(String(15 * 60_000));
  });

  it('quotes the token on its own network, and nothing for a pair the sandbox lacks', () => {
    expect(quoteFee('USDC', 'ETH')?.feeLevel).toBe('medium');
    expect(quoteFee('USDC', 'NOPE')).toBeUndefined();
    expect(quoteFee('NOPE', 'ETH')).toBeUndefined();
  });
});
