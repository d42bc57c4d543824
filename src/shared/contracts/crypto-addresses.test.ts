import { exactSchema } from './exact-schema';
import { describe, expect, it } from 'vitest';
import { cryptoAddressSchema, cryptoAddressesResponseSchema } from './crypto-addresses';

const minimal = {
  cryptoAddressId: 'ca-cold-storage-btc',
  name: 'Cold storage (Ledger vault)',
  address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
  addressType: 'externally-owned-account',
  createdAt: '1700000000000',
  createdBy: 'user-olivia-grant',
};

const full = {
  ...minimal,
  currency: 'BTC',
  mainCurrency: 'BTC',
  isWhitelist: true,
  acceptTokens: false,
  addressTags: ['cold'],
  category: 'self-hosted',
  memo: '',
  organizationId: 'org-northwind-capital',
  portfolioIds: ['pf-custody-main'],
  lastUsedAt: '1716984000000',
  updatedAt: '1716984000000',
  updatedBy: 'user-marcus-chen',
  extra: {},
  travelRuleStatus: 'failed',
  travelRuleReason: 'Beneficiary VASP did not confirm ownership',
  _embedded: {
    currencyConfigurations: [
      {
        currencyConfigurationId: 'cc-btc-1',
        cryptoAddressId: 'ca-cold-storage-btc',
        currency: 'BTC',
        isWhitelist: true,
        createdAt: '1700000000000',
        createdBy: 'user-olivia-grant',
      },
    ],
  },
};

describe('cryptoAddressSchema', () => {
  it('accepts a full and a minimal entry', () => {
    expect(cryptoAddressSchema.parse(full)).toEqual(full);
    expect(cryptoAddressSchema.parse(minimal)).toEqual(minimal);
  });

  it('parses unknown address types and Travel Rule states, keeping extra keys', () => {
    const parsed = cryptoAddressSchema.parse({
      ...minimal,
      addressType: 'multisig',
      travelRuleStatus: 'expired',
      riskRating: 'low',
    });
    expect(parsed.travelRuleStatus).toBe('expired');
    expect(parsed['riskRating']).toBe('low');
  });

  it('rejects missing fields and wrong types', () => {
    const withoutAddress = Object.fromEntries(
      Object.entries(minimal).filter(([name]) => name !== 'address'),
    );
    expect(exactSchema(cryptoAddressSchema).safeParse(withoutAddress).success).toBe(false);
    expect(
      exactSchema(cryptoAddressSchema).safeParse({ ...minimal, createdAt: undefined }).success,
    ).toBe(false);
    expect(
      exactSchema(cryptoAddressSchema).safeParse({ ...minimal, travelRuleStatus: '' }).success,
    ).toBe(false);
    expect(
      exactSchema(cryptoAddressSchema).safeParse({ ...minimal, acceptTokens: 'no' }).success,
    ).toBe(false);
  });

  it('wraps the list in cryptoAddresses', () => {
    const response = { cryptoAddresses: [full, minimal] };
    expect(cryptoAddressesResponseSchema.parse(response)).toEqual({
      ...response,
      unreadableItems: [],
    });
    expect(cryptoAddressesResponseSchema.safeParse({ addresses: [] }).success).toBe(false);
  });
});
