import { describe, expect, it } from 'vitest';
import { type WireCurrency } from '../../shared/contracts/currencies';
import { withinDecimals } from './amount-precision';
import { wireCurrencySchema } from '../../shared/contracts/wire-schemas';

const usdc: WireCurrency = wireCurrencySchema.parse({
  currency: 'USDC',
  mainCurrency: 'ETH',
  name: 'USD Coin',
  decimal: '6',
});

describe('withinDecimals', () => {
  it("accepts exactly the currency's decimal places and refuses one more", () => {
    expect(withinDecimals('1.123456', usdc)).toEqual({ ok: true, value: true });
    expect(withinDecimals('1.1234567', usdc)).toEqual({
      ok: false,
      refusal: {
        status: 400,
        error: 'bad-request',
        message: 'amount: USDC has 6 decimal places; this amount has 7',
      },
    });
  });

  it('accepts whole amounts and fewer places', () => {
    expect(withinDecimals('100', usdc).ok).toBe(true);
    expect(withinDecimals('0.1', usdc).ok).toBe(true);
  });

  it('refuses any fraction of a currency without decimals', () => {
    const whole = { ...usdc, decimal: '0' };
    expect(withinDecimals('7', whole).ok).toBe(true);
    expect(withinDecimals('7.0', whole).ok).toBe(false);
  });

  it('cannot judge without an amount or a published precision', () => {
    expect(withinDecimals(undefined, usdc).ok).toBe(true);
    const unpublished = { ...usdc, decimal: undefined };
    expect(withinDecimals('1.1234567', unpublished).ok).toBe(true);
  });
});
