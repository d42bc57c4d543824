import { z } from 'zod';
import {
  isStakingOperation,
  stakingOperationsFor,
  stakingTransactionType,
  type BlockchainOperation,
} from '../../shared/contracts/create-order';
import { amountProblem, decimalsOf } from '../order-writing/amount-rules';
import { reachableStep } from '../order-writing/form-steps';
import type { WalletPrefill } from '../order-writing/wallet-prefill';
import { findCurrency, findWallet, withdrawBase, type Holdings } from '../order-writing/holdings';
import { amountLimit, type StakeReads } from './staking-amount-limit';
import { stakingDescription } from './staking-operations';
import { stakingSteps, type StakingStep } from './staking-steps';

/** What the operator enters; everything a string until the request is built. */
export interface StakingFormValues {
  /** `currency:mainCurrency`, one row of GET /currencies. */
  currencyKey: string;
  operation: string;
  portfolioId: string;
  amount: string;
  description: string;
}

export const emptyStakingForm: StakingFormValues = {
  currencyKey: '',
  operation: '',
  portfolioId: '',
  amount: '',
  description: '',
};

/** A fresh staking order from one wallet: its portfolio and currency chosen. */
export function stakingDraftFrom(wallet: WalletPrefill): StakingFormValues {
  return {
    ...emptyStakingForm,
    currencyKey: `${wallet.currency}:${wallet.network}`,
    portfolioId: wallet.portfolioId,
  };
}

/** Which fields each step owns, for step-by-step validation and for routing errors. */
export const stakingStepFields: Record<StakingStep, readonly (keyof StakingFormValues)[]> = {
  operation: ['currencyKey', 'operation'],
  details: ['portfolioId', 'amount', 'description'],
  review: [],
};

/**
 * What the staking rules read: currencies (precision, staking table), balances, and the
 * stakes (an undelegation is bounded by the active one).
 */
export type StakingContext = Holdings & { stakes: StakeReads };

/** The form's schema for the current reference data (precision and balances come from it). */
export function stakingFormSchema(ctx: StakingContext) {
  return z
    .object({
      currencyKey: z.string().min(1, { error: 'Choose a currency' }),
      operation: z.string(),
      portfolioId: z.string().min(1, { error: 'Choose a portfolio' }),
      amount: z.string(),
      description: z.string().max(500, { error: 'Keep the description under 500 characters' }),
    })
    .superRefine((values, issue) => {
      const currency = findCurrency(ctx, values.currencyKey);
      if (!currency) {
        issue.addIssue({ code: 'custom', path: ['currencyKey'], message: 'Choose a currency' });
        return;
      }
      const operations = stakingOperationsFor(currency.currency);
      if (operations.length === 0) {
        issue.addIssue({
          code: 'custom',
          path: ['currencyKey'],
          message: `${currency.currency} has no staking operations`,
        });
      } else if (!operations.some((operation) => operation === values.operation)) {
        issue.addIssue({ code: 'custom', path: ['operation'], message: 'Choose an operation' });
      }
      const wallet = findWallet(ctx, values);
      if (values.portfolioId !== '' && !wallet) {
        issue.addIssue({
          code: 'custom',
          path: ['portfolioId'],
          message: `This portfolio holds no ${currency.currency} on ${currency.mainCurrency}`,
        });
      }
      const problem = amountProblem(values.amount, {
        currency: currency.currency,
        decimals: decimalsOf(currency),
        max: amountLimit(wallet, values.operation, ctx.stakes),
      });
      if (problem) issue.addIssue({ code: 'custom', path: ['amount'], message: problem });
    });
}

/** The furthest step the values allow: a reload that lost them goes back to the start. */
export function reachableStakingStep(ctx: StakingContext, values: StakingFormValues): StakingStep {
  return reachableStep(stakingFormSchema(ctx).safeParse(values), stakingSteps, stakingStepFields);
}

/** The POST /orders body (blockchain-operation variant) for valid values. */
export function buildStakingRequest(
  ctx: StakingContext,
  values: StakingFormValues,
  externalOrderId: string,
): BlockchainOperation | null {
  const currency = findCurrency(ctx, values.currencyKey);
  const operation = values.operation;
  if (!currency || !isStakingOperation(operation)) return null;
  const description = stakingDescription(operation, values.description.trim());
  return {
    ...withdrawBase(currency, { ...values, description }, externalOrderId),
    blockchainTransactionType: stakingTransactionType(operation),
  };
}
