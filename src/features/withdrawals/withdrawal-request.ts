import { ApiError } from '../../shared/api-error';
import type { CreateOrderRequest } from '../../shared/contracts/create-order';
import type { DryRunOrderRequest } from '../../shared/contracts/dry-run';
import type { FeeLevel } from '../../shared/contracts/orders';
import {
  stepOfField,
  type WithdrawalField,
  type WithdrawalFormValues,
  type WithdrawalStep,
} from './withdrawal-form';

/**
 * The POST /orders body for the wizard's values: exactly what the review step shows and
 * what is sent, every attempt with the same `externalOrderId`. An undelegation carries no
 * fee options (the provider's undelegation variant has none).
 */
export function buildWithdrawalRequest(
  values: WithdrawalFormValues,
  externalOrderId: string,
): CreateOrderRequest {
  const description = values.description.trim();
  const common = {
    externalOrderId,
    orderType: 'withdraw' as const,
    portfolioId: values.portfolioId,
    baseCurrency: values.baseCurrency,
    mainCurrency: values.mainCurrency,
    amount: values.amount.trim(),
    ...(description === '' ? {} : { description }),
  };
  const fees = { feeLevel: values.feeLevel, includeFeeInWithdraw: values.includeFeeInWithdraw };
  switch (values.destinationKind) {
    case 'undelegation':
      return { ...common, toPortfolioId: values.toPortfolioId };
    case 'portfolio':
      return { ...common, toPortfolioId: values.toPortfolioId, ...fees };
    default:
      return { ...common, toCryptoAddressId: values.toCryptoAddressId, ...fees };
  }
}

/**
 * The POST /dry-run-orders body that prices one fee level for this source and destination.
 * The fee is flat per currency and level, so the amount is left out: typing an amount does
 * not cost three requests per keystroke.
 */
export function buildFeeDryRun(
  values: WithdrawalFormValues,
  feeLevel: FeeLevel,
): DryRunOrderRequest {
  return {
    orderType: 'withdraw',
    portfolioId: values.portfolioId,
    baseCurrency: values.baseCurrency,
    mainCurrency: values.mainCurrency,
    feeLevel,
    ...(values.destinationKind === 'portfolio' && values.toPortfolioId !== ''
      ? { toPortfolioId: values.toPortfolioId }
      : {}),
    ...(values.destinationKind === 'address-book' && values.toCryptoAddressId !== ''
      ? { toCryptoAddressId: values.toCryptoAddressId }
      : {}),
  };
}

/** Where a refused submission belongs: the step (and field) the operator has to change. */
export interface RefusalPlacement {
  step: WithdrawalStep;
  field?: WithdrawalField;
}

const fieldAliases: Readonly<Record<string, WithdrawalField>> = {
  amount: 'amount',
  feeLevel: 'feeLevel',
  includeFeeInWithdraw: 'includeFeeInWithdraw',
  description: 'description',
  toCryptoAddressId: 'toCryptoAddressId',
  toPortfolioId: 'toPortfolioId',
  portfolioId: 'portfolioId',
  baseCurrency: 'baseCurrency',
  mainCurrency: 'baseCurrency',
};

/**
 * Places an API refusal on the step it concerns: insufficient funds on the amount, a Travel
 * Rule refusal on the destination, a 400 on the field its message names ("amount: …").
 * Anything else (permissions, the network, the server) stays on the review step.
 */
export function placeRefusal(error: unknown): RefusalPlacement {
  if (!(error instanceof ApiError)) return { step: 'review' };
  if (error.error === 'insufficient-funds') return { step: 'amount', field: 'amount' };
  if (error.error === 'travel-rule-not-passed') {
    return { step: 'destination', field: 'toCryptoAddressId' };
  }
  if (error.status !== 400 && error.status !== 409) return { step: 'review' };
  const named = /^([A-Za-z]+)(?:\.\d+)?:/.exec(error.message)?.[1];
  const field = named === undefined ? undefined : fieldAliases[named];
  const step = field === undefined ? undefined : stepOfField(field);
  return step === undefined || field === undefined ? { step: 'review' } : { step, field };
}
