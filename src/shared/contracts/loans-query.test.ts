import { describe, expect, it } from 'vitest';
import { loanIncludeQuerySchema, loansQuerySchema } from './loans-query';

const includeWire = {
  includeCollaterals: 'true',
  includeCounterparties: 'false',
  includeChildLoans: 'true',
  includeLoanAllocations: 'true',
  includeLoanInterest: 'false',
};

describe('loansQuerySchema', () => {
  const wire = {
    portfolioId: 'pf-lending-main',
    loanIds: 'loan-7a1f,loan-9c3e',
    loanSide: 'lend',
    loanType: 'bilateral-pledge-collateralised-loan',
    loanTypes: 'agency-lending-parent-loan,bilateral-uncollateralised-loan',
    statuses: 'active,awaiting-collateral',
    isOpen: 'true',
    ...includeWire,
    limit: '25',
    offset: '50',
    sortBy: 'updatedAt',
    sortDirection: 'DESC',
  };

  it('parses the full raw URL form and its typed result', () => {
    const query = loansQuerySchema.parse(wire);
    expect(query.loanIds).toEqual(['loan-7a1f', 'loan-9c3e']);
    expect(query.isOpen).toBe(true);
    expect(query.includeCounterparties).toBe(false);
    expect(query.statuses).toEqual(['active', 'awaiting-collateral']);
    expect(loansQuerySchema.parse(query)).toEqual(query);
  });

  it('accepts an empty query', () => {
    expect(loansQuerySchema.parse({})).toEqual({});
  });

  it('rejects bad enums, bad booleans and unknown parameters', () => {
    expect(loansQuerySchema.safeParse({ sortDirection: 'desc' }).success).toBe(false);
    expect(loansQuerySchema.safeParse({ sortBy: 'createdAt' }).success).toBe(false);
    expect(loansQuerySchema.safeParse({ loanSide: 'both' }).success).toBe(false);
    expect(loansQuerySchema.safeParse({ loanType: 'payday-loan' }).success).toBe(false);
    expect(loansQuerySchema.safeParse({ statuses: 'active,zombie' }).success).toBe(false);
    expect(loansQuerySchema.safeParse({ isOpen: 'yes' }).success).toBe(false);
    expect(loansQuerySchema.safeParse({ limit: '10.5' }).success).toBe(false);
    expect(loansQuerySchema.safeParse({ organizationId: 'org-1' }).success).toBe(false);
  });
});

describe('loanIncludeQuerySchema', () => {
  it('parses wire strings and booleans', () => {
    expect(loanIncludeQuerySchema.parse(includeWire)).toEqual({
      includeCollaterals: true,
      includeCounterparties: false,
      includeChildLoans: true,
      includeLoanAllocations: true,
      includeLoanInterest: false,
    });
    expect(loanIncludeQuerySchema.parse({ includeLoanInterest: true })).toEqual({
      includeLoanInterest: true,
    });
    expect(loanIncludeQuerySchema.parse({})).toEqual({});
  });

  it('rejects list filters and bad flags', () => {
    expect(loanIncludeQuerySchema.safeParse({ statuses: 'active' }).success).toBe(false);
    expect(loanIncludeQuerySchema.safeParse({ includeCollaterals: '1' }).success).toBe(false);
  });
});
