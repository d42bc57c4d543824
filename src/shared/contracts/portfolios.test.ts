import { exactSchema } from './exact-schema';
import { describe, expect, it } from 'vitest';
import { portfolioSchema, portfoliosResponseSchema } from './portfolios';

const minimal = {
  portfolioId: 'pf-custody-main',
  portfolioName: 'Main custody',
  portfolioType: 'custody',
  isActive: true,
  createdAt: '1700000000000',
  createdBy: 'user-olivia-grant',
};

const full = {
  ...minimal,
  portfolioId: 'pf-trading-deribit',
  portfolioName: 'Deribit trading',
  portfolioType: 'trading',
  organizationId: 'org-northwind-capital',
  portfolioDescription: 'Delegated to Deribit via ClearLoop',
  status: 'active',
  updatedAt: '1716984000000',
  updatedBy: 'user-olivia-grant',
  extra: {
    clearLoopPortfolioId: 'pf-clearloop-deribit',
    clientAccountId: 'deribit-acct-20931',
    exchange: 'deribit',
    clearLoopDelegationsBlocked: false,
    usdWithdrawalLimit: '5000000',
    showWalletBalance: 'available',
  },
};

describe('portfolioSchema', () => {
  it('accepts a full and a minimal portfolio', () => {
    expect(portfolioSchema.parse(full)).toEqual(full);
    expect(portfolioSchema.parse(minimal)).toEqual(minimal);
  });

  it('parses an unknown portfolio type', () => {
    expect(portfolioSchema.parse({ ...minimal, portfolioType: 'defi-vault' }).portfolioType).toBe(
      'defi-vault',
    );
  });

  it('rejects missing fields and wrong types', () => {
    const withoutActive = Object.fromEntries(
      Object.entries(minimal).filter(([name]) => name !== 'isActive'),
    );
    expect(exactSchema(portfolioSchema).safeParse(withoutActive).success).toBe(false);
    expect(exactSchema(portfolioSchema).safeParse({ ...minimal, isActive: 'true' }).success).toBe(
      false,
    );
    const badLimit = { ...minimal, extra: { usdWithdrawalLimit: '5M' } };
    expect(exactSchema(portfolioSchema).safeParse(badLimit).success).toBe(false);
  });

  it('wraps the list in portfolios', () => {
    expect(portfoliosResponseSchema.parse({ portfolios: [full, minimal] }).portfolios).toHaveLength(
      2,
    );
    expect(exactSchema(portfoliosResponseSchema).safeParse({ accounts: [] }).success).toBe(false);
  });
});
