import { exactSchema } from './exact-schema';
import { describe, expect, it } from 'vitest';
import { loanEmbeddedSchema, loanExtraSchema, loanSchema, loansResponseSchema } from './loans';

const minimalLoan = {
  loanId: 'loan-7a1f3c',
  externalId: 'ext-bilateral-2024-0419',
  loanType: 'bilateral-pledge-collateralised-loan',
  status: 'active',
  amount: '250.5',
  currency: 'BTC',
  mainCurrency: 'BTC',
  borrowerCounterpartyId: 'cp-arbitrage-fund',
  borrowerOrganizationId: 'org-arbitrage-fund',
  lenderCounterpartyId: 'cp-northwind',
  lenderOrganizationId: 'org-northwind-capital',
  createdBy: 'user-olivia-grant',
};

const embedded = {
  collaterals: [
    {
      collateralId: 'col-1',
      loanId: 'loan-7a1f3c',
      amount: '4100000',
      currency: 'USDC',
      mainCurrency: 'ETH',
      createdAt: '1713484800000',
      portfolioId: 'pf-collateral',
      unrealisedAmount: '-2500.5',
      updatedAt: '1716984000000',
    },
  ],
  counterparties: [
    {
      counterpartyId: 'cp-arbitrage-fund',
      counterpartyName: 'Arbitrage Fund LP',
      counterpartyType: 'standard',
      networkTag: 'arbfund',
      tags: ['featured'],
      priority: '1',
      extra: { exchangeId: 'deribit' },
    },
  ],
  loanAllocations: [
    {
      loanAllocationId: 'la-1',
      loanId: 'loan-7a1f3c',
      allocationType: 'disburse',
      status: 'new',
      amount: '250.5',
      currency: 'BTC',
      mainCurrency: 'BTC',
      createdAt: '1713484800000',
      orderId: 'ord-disburse-1',
      extra: { acceptedAt: '1713488400000', acceptedBy: 'user-marcus-chen' },
    },
  ],
  loanInterest: {
    loanInterestId: 'li-1',
    loanId: 'loan-7a1f3c',
    interestCurrency: 'BTC',
    accruedInterest: '0.84512',
    realisedInterest: '0.5',
    unrealisedInterest: '0.34512',
    createdAt: '1713484800000',
  },
  loanModifications: [
    {
      loanModificationId: 'lm-1',
      loanId: 'loan-7a1f3c',
      modificationType: 'rerate',
      status: 'awaiting-acceptance',
      createdAt: '1716000000000',
      extra: { currentInterestRate: '450', newInterestRate: '525' },
    },
  ],
  childLoans: [{ ...minimalLoan, loanId: 'loan-child-1', loanType: 'agency-inventory' }],
  marginCall: { triggeredAt: '1716900000000' },
};

const fullLoan = {
  ...minimalLoan,
  borrowerPortfolioId: 'obf-3f9a',
  lenderPortfolioId: 'pf-lending-main',
  createdAt: '1713484800000',
  startDate: '1713571200000',
  maturityDate: '1721347200000',
  updatedAt: '1716984000000',
  debtRatio: '0.7812',
  debtRatioStatus: 'margin-call',
  debtRatioUpdatedAt: '1716984000000',
  interestRate: '450',
  originalLoanAmount: '250.5',
  originalLoanValue: '17034000.25',
  unrealisedAmount: '-0.000000000000000001',
  embedded,
  extra: {
    initialLtv: '0.6',
    rebalanceThreshold: '0.7',
    marginCallThreshold: '0.8',
    defaultThreshold: '0.9',
    marginCallExpiryPeriod: '86400000',
    approvedAt: '1713488400000',
    approvedBy: 'user-marcus-chen',
    externalDisbursal: false,
    requiredCollaterals: [{ amount: '4100000', currency: 'USDC', mainCurrency: 'ETH' }],
  },
};

describe('loanSchema', () => {
  it('accepts a full loan with every embed, unchanged', () => {
    expect(loanSchema.parse(fullLoan)).toEqual(fullLoan);
  });

  it('accepts a minimal loan', () => {
    expect(loanSchema.parse(minimalLoan)).toEqual(minimalLoan);
  });

  it('parses child loans as loans', () => {
    const child = loanSchema.parse(fullLoan).embedded?.childLoans?.[0];
    expect(child?.loanType).toBe('agency-inventory');
  });

  it('parses unknown enum values', () => {
    const parsed = loanSchema.parse({
      ...minimalLoan,
      loanType: 'tri-party-repo',
      status: 'frozen',
      debtRatioStatus: 'watchlist',
      embedded: { loanAllocations: [{ ...embedded.loanAllocations[0], status: 'bridging' }] },
    });
    expect(parsed.status).toBe('frozen');
  });

  it.each(['loanId', 'amount', 'loanType', 'status', 'lenderCounterpartyId', 'externalId'])(
    'rejects a loan without %s',
    (key) => {
      const loan = Object.fromEntries(Object.entries(minimalLoan).filter(([name]) => name !== key));
      expect(exactSchema(loanSchema).safeParse(loan).success).toBe(false);
    },
  );

  it('rejects malformed amounts and wrong types', () => {
    expect(exactSchema(loanSchema).safeParse({ ...minimalLoan, amount: 250.5 }).success).toBe(
      false,
    );
    expect(exactSchema(loanSchema).safeParse({ ...minimalLoan, debtRatio: '78%' }).success).toBe(
      false,
    );
    expect(exactSchema(loanExtraSchema).safeParse({ externalDisbursal: 'false' }).success).toBe(
      false,
    );
    const badCollateral = { collaterals: [{ collateralId: 'col-1', amount: '1' }] };
    expect(exactSchema(loanEmbeddedSchema).safeParse(badCollateral).success).toBe(false);
    expect(exactSchema(loanEmbeddedSchema).safeParse({ loanInterest: [] }).success).toBe(false);
  });
});

describe('loansResponseSchema', () => {
  it('wraps loans in loans', () => {
    const response = { loans: [fullLoan, minimalLoan] };
    expect(loansResponseSchema.parse(response)).toEqual({ ...response, unreadableItems: [] });
    expect(loansResponseSchema.safeParse({ items: [] }).success).toBe(false);
  });
});
