import { exactSchema } from './exact-schema';
import { describe, expect, it } from 'vitest';
import { dryRunOrderRequestSchema, dryRunOrderResponseSchema } from './dry-run';

const minimalRequest = {
  orderType: 'withdraw',
  portfolioId: 'pf-custody-main',
  baseCurrency: 'ETH',
};

const fullRequest = {
  ...minimalRequest,
  mainCurrency: 'ETH',
  amount: '12.000000000000000001',
  blockchainTransactionType: 'send',
  feeLevel: 'high',
  includeFeeInWithdraw: true,
  memo: '',
  payload: '0xa9059cbb',
  payloads: ['0xe9808504a817c80082520894'],
  toCryptoAddressId: 'ca-cold-storage-eth',
  toPortfolioId: 'pf-trading-okx',
  toCounterpartyId: 'cp-galaxy-otc',
};

describe('dryRunOrderRequestSchema', () => {
  it('accepts a full and a minimal request', () => {
    expect(dryRunOrderRequestSchema.parse(fullRequest)).toEqual(fullRequest);
    expect(dryRunOrderRequestSchema.parse(minimalRequest)).toEqual(minimalRequest);
  });

  it('rejects missing fields, bad amounts, strict enums and unknown fields', () => {
    const withoutPortfolio = Object.fromEntries(
      Object.entries(minimalRequest).filter(([name]) => name !== 'portfolioId'),
    );
    expect(dryRunOrderRequestSchema.safeParse(withoutPortfolio).success).toBe(false);
    expect(dryRunOrderRequestSchema.safeParse({ ...minimalRequest, amount: '-1' }).success).toBe(
      false,
    );
    // A zero amount prices calls that send no coin of their own.
    expect(dryRunOrderRequestSchema.safeParse({ ...minimalRequest, amount: '0' }).success).toBe(
      true,
    );
    expect(dryRunOrderRequestSchema.safeParse({ ...minimalRequest, feeLevel: 'max' }).success).toBe(
      false,
    );
    expect(
      dryRunOrderRequestSchema.safeParse({ ...minimalRequest, orderType: 'swap' }).success,
    ).toBe(false);
    expect(dryRunOrderRequestSchema.safeParse({ ...minimalRequest, dryRun: true }).success).toBe(
      false,
    );
  });
});

describe('dryRunOrderResponseSchema', () => {
  const fullResponse = {
    orderType: 'withdraw',
    portfolioId: 'pf-custody-main',
    baseCurrency: 'ETH',
    mainCurrency: 'ETH',
    amount: '12.000000000000000001',
    extra: {
      feeLevel: 'high',
      withdrawFee: '0.0042',
      estimatedFees: { fee: '0.00063', feeCurrency: 'ETH', maxFeePerGas: '30.5' },
      fees: [{ fee: '0.0042', feeCurrency: 'ETH', feeType: 'flat' }],
    },
    warning: { code: 'low-balance', message: 'Balance after withdrawal is below 1 ETH' },
  };

  it('accepts a full and a minimal response', () => {
    expect(dryRunOrderResponseSchema.parse(fullResponse)).toEqual(fullResponse);
    expect(dryRunOrderResponseSchema.parse(minimalRequest)).toEqual(minimalRequest);
  });

  it('parses unknown order types and fee levels', () => {
    const parsed = dryRunOrderResponseSchema.parse({
      ...fullResponse,
      orderType: 'restake',
      extra: { feeLevel: 'turbo' },
    });
    expect(parsed.extra?.feeLevel).toBe('turbo');
  });

  it('rejects malformed fees and missing fields', () => {
    const badFee = {
      ...fullResponse,
      extra: { estimatedFees: { fee: '~0.001', feeCurrency: 'ETH' } },
    };
    expect(exactSchema(dryRunOrderResponseSchema).safeParse(badFee).success).toBe(false);
    expect(
      exactSchema(dryRunOrderResponseSchema).safeParse({ orderType: 'withdraw' }).success,
    ).toBe(false);
    expect(dryRunOrderResponseSchema.safeParse({ ...fullResponse, warning: {} }).success).toBe(
      false,
    );
  });
});
