import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-error';
import { createOrderRequestSchema } from '../../shared/contracts/create-order';
import { NetworkError } from '../../lib/api-client';
import { emptyWithdrawalForm, type WithdrawalFormValues } from './withdrawal-form';
import { buildFeeDryRun, buildWithdrawalRequest, placeRefusal } from './withdrawal-request';

const values: WithdrawalFormValues = {
  ...emptyWithdrawalForm,
  portfolioId: 'pf-1',
  baseCurrency: 'ETH',
  mainCurrency: 'ETH',
  destinationKind: 'address-book',
  toCryptoAddressId: 'addr-1',
  toPortfolioId: 'left-over-from-another-choice',
  amount: ' 123456789012345678901.000000000000000001 ',
  feeLevel: 'high',
  includeFeeInWithdraw: true,
  description: '  ',
};

describe('buildWithdrawalRequest', () => {
  it('sends the amount as typed (trimmed), at full precision, to the chosen entry only', () => {
    const request = buildWithdrawalRequest(values, 'ext-1');
    expect(request).toEqual({
      externalOrderId: 'ext-1',
      orderType: 'withdraw',
      portfolioId: 'pf-1',
      baseCurrency: 'ETH',
      mainCurrency: 'ETH',
      amount: '123456789012345678901.000000000000000001',
      toCryptoAddressId: 'addr-1',
      feeLevel: 'high',
      includeFeeInWithdraw: true,
    });
    expect(createOrderRequestSchema.safeParse(request).success).toBe(true);
  });

  it('sends a portfolio transfer with toPortfolioId and the description', () => {
    const request = buildWithdrawalRequest(
      {
        ...values,
        destinationKind: 'portfolio',
        toPortfolioId: 'pf-2',
        description: ' Rebalance ',
      },
      'ext-2',
    );
    expect(request).toMatchObject({ toPortfolioId: 'pf-2', description: 'Rebalance' });
    expect(request).not.toHaveProperty('toCryptoAddressId');
  });

  it('sends an undelegation without fee options', () => {
    const request = buildWithdrawalRequest(
      { ...values, destinationKind: 'undelegation', toPortfolioId: 'trading-1' },
      'ext-3',
    );
    expect(request).not.toHaveProperty('feeLevel');
    expect(request).not.toHaveProperty('includeFeeInWithdraw');
    expect(request).toMatchObject({ toPortfolioId: 'trading-1' });
    expect(createOrderRequestSchema.safeParse(request).success).toBe(true);
  });
});

describe('buildFeeDryRun', () => {
  it('prices one level for the source and destination, without the amount', () => {
    expect(buildFeeDryRun(values, 'low')).toEqual({
      orderType: 'withdraw',
      portfolioId: 'pf-1',
      baseCurrency: 'ETH',
      mainCurrency: 'ETH',
      feeLevel: 'low',
      toCryptoAddressId: 'addr-1',
    });
  });
});

describe('placeRefusal', () => {
  it.each([
    [new ApiError(409, 'insufficient-funds', 'amount: 5 exceeds'), 'amount', 'amount'],
    [new ApiError(409, 'travel-rule-not-passed', 'pending'), 'destination', 'toCryptoAddressId'],
    [
      new ApiError(400, 'bad-request', 'toPortfolioId: no portfolio x'),
      'destination',
      'toPortfolioId',
    ],
    [
      new ApiError(400, 'bad-request', 'mainCurrency: USDC does not exist'),
      'source',
      'baseCurrency',
    ],
    [new ApiError(400, 'bad-request', 'amount: must be greater than the fee'), 'amount', 'amount'],
  ])('puts %o on its step', (error, step, field) => {
    expect(placeRefusal(error)).toEqual({ step, field });
  });

  it.each([
    new ApiError(403, 'forbidden', 'read-only'),
    new ApiError(400, 'bad-request', 'Something without a field'),
    new ApiError(500, 'http-500', 'boom'),
    new NetworkError('/orders'),
  ])('keeps %o on the review step', (error) => {
    expect(placeRefusal(error)).toEqual({ step: 'review' });
  });
});
