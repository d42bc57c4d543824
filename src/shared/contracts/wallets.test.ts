import { exactSchema } from './exact-schema';
import { describe, expect, it } from 'vitest';
import { walletSchema, walletsResponseSchema } from './wallets';

const minimal = {
  walletId: 'wl-usdc-eth-main',
  portfolioId: 'pf-custody-main',
  currency: 'USDC',
  mainCurrency: 'ETH',
  balance: '123456789012345678901.5',
  available: '123456789012345678900.5',
};

const full = {
  ...minimal,
  walletId: 'wl-eth-main',
  currency: 'ETH',
  portfolioType: 'custody',
  organizationId: 'org-northwind-capital',
  balance: '1520.000000000000000001',
  available: '1487.5',
  reserve: '32.500000000000000001',
  locked: '0',
  stakeBalance: '64',
  totalBalance: '1584.000000000000000001',
  createdAt: '1700000000000',
  updatedAt: '1716984000000',
  extra: { externalAccountId: 'ext-1' },
};

describe('walletSchema', () => {
  it('accepts a full and a minimal wallet, keeping exact balances', () => {
    expect(walletSchema.parse(full)).toEqual(full);
    expect(walletSchema.parse(minimal)).toEqual(minimal);
  });

  it('parses an unknown portfolio type', () => {
    expect(walletSchema.safeParse({ ...minimal, portfolioType: 'escrow' }).success).toBe(true);
  });

  it('rejects missing fields and malformed balances', () => {
    const withoutAvailable = Object.fromEntries(
      Object.entries(minimal).filter(([name]) => name !== 'available'),
    );
    expect(exactSchema(walletSchema).safeParse(withoutAvailable).success).toBe(false);
    expect(exactSchema(walletSchema).safeParse({ ...minimal, balance: 1520 }).success).toBe(false);
    expect(exactSchema(walletSchema).safeParse({ ...minimal, reserve: '1.2e3' }).success).toBe(
      false,
    );
  });

  it('wraps the list in wallets', () => {
    expect(walletsResponseSchema.parse({ wallets: [full] })).toEqual({
      wallets: [full],
      unreadableItems: [],
    });
    expect(walletsResponseSchema.safeParse({}).success).toBe(false);
  });
});
