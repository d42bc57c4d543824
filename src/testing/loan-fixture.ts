import type { Loan } from '../shared/contracts/loans';

/** An active bilateral USDC loan of 100 lent by `org-1`, with `overrides` applied. */
export function testLoan(overrides: Partial<Loan> = {}): Loan {
  return {
    loanId: 'loan-1',
    externalId: 'LN-1',
    loanType: 'bilateral-pledge-collateralised-loan',
    status: 'active',
    amount: '100',
    currency: 'USDC',
    mainCurrency: 'ETH',
    borrowerCounterpartyId: 'cp-b',
    borrowerOrganizationId: '****abcd',
    lenderCounterpartyId: 'cp-l',
    lenderOrganizationId: 'org-1',
    createdBy: 'user-1',
    ...overrides,
  };
}

/** A loan at LTV `debtRatio` (none when undefined) with margin-call and default thresholds. */
export function testLoanAt(
  debtRatio: string | undefined,
  overrides: Partial<Loan> = {},
  thresholds = { marginCallThreshold: '0.80', defaultThreshold: '0.90' },
): Loan {
  return testLoan({
    ...(debtRatio === undefined ? {} : { debtRatio }),
    extra: thresholds,
    ...overrides,
  });
}
