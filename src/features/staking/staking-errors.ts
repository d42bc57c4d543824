import { ApiError } from '../../shared/api-error';
import type { StakingStep } from './staking-steps';

const stepsByCode: Readonly<Record<string, StakingStep>> = {
  'insufficient-funds': 'details',
};

const stepsByField: Readonly<Record<string, StakingStep>> = {
  baseCurrency: 'operation',
  mainCurrency: 'operation',
  blockchainTransactionType: 'operation',
  portfolioId: 'details',
  amount: 'details',
  description: 'details',
};

/**
 * The step a refusal concerns, so it is shown beside the input that caused it: by the
 * API's error code, or by the field its message starts with (`amount: …`).
 */
export function stakingStepForError(error: unknown): StakingStep {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) {
    return 'review';
  }
  const byCode = stepsByCode[error.error];
  if (byCode) return byCode;
  const field = /^([A-Za-z]+)[.:]/.exec(error.message)?.[1];
  return (field === undefined ? undefined : stepsByField[field]) ?? 'review';
}
