import { describe, expect, it } from 'vitest';
import { loanDetailSearchSchema, loansQueryOf, loansSearchSchema } from './loans-search';

describe('loans URL', () => {
  it('reads the API parameters from the URL strings', () => {
    const search = loansSearchSchema.parse({
      loanSide: 'borrow',
      loanTypes: 'agency-inventory,bilateral-uncollateralised-loan',
      statuses: 'active,repaying',
      isOpen: 'true',
      includeCollaterals: 'true',
      sortBy: 'updatedAt',
      sortDirection: 'ASC',
    });
    expect(loansQueryOf(search)).toEqual({
      loanSide: 'borrow',
      loanTypes: ['agency-inventory', 'bilateral-uncollateralised-loan'],
      statuses: ['active', 'repaying'],
      isOpen: true,
      includeCollaterals: true,
      sortBy: 'updatedAt',
      sortDirection: 'ASC',
      limit: '50',
      offset: '0',
    });
  });

  it('drops malformed values from a shared link instead of failing', () => {
    const search = loansSearchSchema.parse({
      loanSide: 'sideways',
      statuses: 'active,not-a-status',
      isOpen: 'maybe',
      limit: '7',
      offset: '-1',
    });
    expect(loansQueryOf(search)).toEqual({ limit: '50', offset: '0' });
  });

  it('leaves false flags and empty lists out of the request', () => {
    const search = loansSearchSchema.parse({ isOpen: 'false', loanIds: ',' });
    expect(loansQueryOf(search)).toEqual({ limit: '50', offset: '0' });
  });

  it('opens the overview tab unless the URL names a known tab', () => {
    expect(loanDetailSearchSchema.parse({}).tab).toBe('overview');
    expect(loanDetailSearchSchema.parse({ tab: 'child-loans' }).tab).toBe('child-loans');
    expect(loanDetailSearchSchema.parse({ tab: 'secrets' }).tab).toBe('overview');
  });
});
