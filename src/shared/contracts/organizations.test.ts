import { exactSchema } from './exact-schema';
import { describe, expect, it } from 'vitest';
import { organizationSchema, organizationsResponseSchema } from './organizations';

const minimal = {
  organizationId: 'org-northwind-capital',
  organizationName: 'Northwind Capital',
  organizationType: 'standard',
  reportingCurrency: 'USD',
  createdAt: '1690000000000',
};

const full = {
  ...minimal,
  alias: 'northwind',
  extra: { defaultFiatPortfolioId: 'pf-trading-fiat' },
};

describe('organizationSchema', () => {
  it('accepts a full and a minimal organization', () => {
    expect(organizationSchema.parse(full)).toEqual(full);
    expect(organizationSchema.parse(minimal)).toEqual(minimal);
  });

  it('parses an unknown organization type', () => {
    const parsed = organizationSchema.parse({ ...minimal, organizationType: 'institutional' });
    expect(parsed.organizationType).toBe('institutional');
  });

  it('rejects missing fields and wrong types', () => {
    const withoutCurrency = Object.fromEntries(
      Object.entries(minimal).filter(([name]) => name !== 'reportingCurrency'),
    );
    expect(exactSchema(organizationSchema).safeParse(withoutCurrency).success).toBe(false);
    expect(
      exactSchema(organizationSchema).safeParse({ ...minimal, createdAt: 1690000000000 }).success,
    ).toBe(false);
  });

  it('wraps the list in organizations', () => {
    expect(organizationsResponseSchema.parse({ organizations: [full] })).toEqual({
      organizations: [full],
      unreadableItems: [],
    });
    expect(organizationsResponseSchema.safeParse({ organisations: [] }).success).toBe(false);
  });
});
