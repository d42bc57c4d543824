import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api-error';
import { issueMessages } from '../../testing/issue-messages';
import type { Currency } from '../../shared/contracts/currencies';
import { activeStakesResponseSchema } from '../../shared/contracts/stakes';
import type { Wallet } from '../../shared/contracts/wallets';
import { stakingStepForError } from './staking-errors';
import {
  buildStakingRequest,
  emptyStakingForm,
  reachableStakingStep,
  stakingFormSchema,
  type StakingContext,
} from './staking-form';

const currencies: Currency[] = [
  { currency: 'SOL', mainCurrency: 'SOL', name: 'Solana', decimal: '9' },
  { currency: 'USDC', mainCurrency: 'SOL', name: 'USD Coin', decimal: '6' },
];
const wallets: Wallet[] = [
  {
    walletId: 'w1',
    portfolioId: 'staking',
    currency: 'SOL',
    mainCurrency: 'SOL',
    balance: '100',
    available: '40.5',
    stakeBalance: '60',
  },
];
const ctx: StakingContext = {
  currencies,
  wallets,
  stakes: {
    state: 'read',
    lists: {
      activeStakes: activeStakesResponseSchema.parse({
        activeStakes: [
          {
            portfolioId: 'staking',
            currency: 'SOL',
            mainCurrency: 'SOL',
            activeStake: { activeStakedAmount: '45' },
          },
        ],
      }).activeStakes,
      pendingStakes: [],
      outstandingStakes: [],
    },
  },
};
const valid = {
  ...emptyStakingForm,
  currencyKey: 'SOL:SOL',
  operation: 'stake-delegation',
  portfolioId: 'staking',
  amount: '40.500000000',
};

function messages(values: typeof valid) {
  return issueMessages(stakingFormSchema(ctx).safeParse(values));
}

describe('staking form', () => {
  it('builds the blockchain-operation body, amount untouched', () => {
    expect(messages(valid)).toEqual({});
    expect(buildStakingRequest(ctx, { ...valid, description: '  Q3 ' }, 'ext-9')).toEqual({
      orderType: 'withdraw',
      portfolioId: 'staking',
      baseCurrency: 'SOL',
      mainCurrency: 'SOL',
      amount: '40.500000000',
      blockchainTransactionType: 'stake-delegation',
      externalOrderId: 'ext-9',
      description: 'Q3',
    });
  });

  it('offers nothing for a currency the staking table does not list, and says so', () => {
    const result = messages({ ...valid, currencyKey: 'USDC:SOL', operation: '' });
    expect(result.currencyKey).toBe('USDC has no staking operations');
    expect(reachableStakingStep(ctx, { ...valid, currencyKey: 'USDC:SOL' })).toBe('operation');
  });

  it('refuses an operation the currency does not support', () => {
    expect(messages({ ...valid, operation: 'chill' }).operation).toBe('Choose an operation');
  });

  it('bounds a delegation by the available balance and an undelegation by the active stake', () => {
    expect(messages({ ...valid, amount: '40.500000001' }).amount).toContain('available balance');
    expect(messages({ ...valid, operation: 'stake-undelegation', amount: '45' })).toEqual({});
    expect(
      messages({ ...valid, operation: 'stake-undelegation', amount: '45.000000001' }).amount,
    ).toBe('More than the active stake (45 SOL)');
    expect(messages({ ...valid, amount: '1.0000000001' }).amount).toContain('9 decimal places');
    expect(reachableStakingStep(ctx, { ...valid, amount: '1,5' })).toBe('details');
  });
});

describe('stakingStepForError', () => {
  it('routes refusals to the step whose input caused them', () => {
    const notAllowed = new ApiError(
      400,
      'bad-request',
      'blockchainTransactionType: chill is not available for SOL',
    );
    expect(stakingStepForError(notAllowed)).toBe('operation');
    expect(stakingStepForError(new ApiError(400, 'bad-request', 'amount: must be positive'))).toBe(
      'details',
    );
    expect(
      stakingStepForError(
        new ApiError(409, 'insufficient-funds', '5 SOL needed, 1 in Portfolio X'),
      ),
    ).toBe('details');
    expect(
      stakingStepForError(new ApiError(403, 'forbidden', 'Henrik may not create orders')),
    ).toBe('review');
    expect(stakingStepForError(new Error('network'))).toBe('review');
  });
});
