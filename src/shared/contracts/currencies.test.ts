import { exactSchema } from './exact-schema';
import { describe, expect, it } from 'vitest';
import { currenciesResponseSchema, currencySchema, hasCurrencyTag } from './currencies';

const minimal = { currency: 'BTC', mainCurrency: 'BTC', name: 'Bitcoin' };

const full = {
  currency: 'USDC',
  mainCurrency: 'ETH',
  name: 'USD Coin',
  networkName: 'Ethereum',
  protocol: 'ERC20',
  decimal: '6',
  confirmations: '12',
  fiat: false,
  stableCoin: true,
  tags: ['deposit-custody', 'withdraw-custody', 'defi-allowed'],
  crossChainNetworks: ['SOL', 'ARB'],
  extra: { contractAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
};

describe('currencySchema', () => {
  it('accepts a full and a minimal currency', () => {
    expect(currencySchema.parse(full)).toEqual(full);
    expect(currencySchema.parse(minimal)).toEqual(minimal);
  });

  it('parses unknown tags and reads the defi-allowed tag', () => {
    const parsed = currencySchema.parse({ ...full, tags: ['defi-allowed', 'earn-eligible'] });
    expect(hasCurrencyTag(parsed, 'defi-allowed')).toBe(true);
    expect(hasCurrencyTag(currencySchema.parse(minimal), 'defi-allowed')).toBe(false);
  });

  it('rejects missing fields and wrong types', () => {
    expect(
      exactSchema(currencySchema).safeParse({ currency: 'BTC', name: 'Bitcoin' }).success,
    ).toBe(false);
    expect(
      exactSchema(currencySchema).safeParse({ ...minimal, tags: 'defi-allowed' }).success,
    ).toBe(false);
    expect(exactSchema(currencySchema).safeParse({ ...minimal, decimal: 8 }).success).toBe(false);
  });

  it('wraps the list in currencies', () => {
    expect(currenciesResponseSchema.parse({ currencies: [full, minimal] }).currencies).toHaveLength(
      2,
    );
    expect(exactSchema(currenciesResponseSchema).safeParse({ currencies: {} }).success).toBe(false);
  });
});
