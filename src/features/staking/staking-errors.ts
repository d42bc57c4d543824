import { refusalStep, type RefusalSteps } from '../order-writing/refusal-step';
import type { StakingStep } from './staking-steps';

const refusalSteps: RefusalSteps<StakingStep> = {
  byCode: { 'insufficient-funds': 'details' },
  byField: {
    baseCurrency: 'operation',
    mainCurrency: 'operation',
    blockchainTransactionType: 'operation',
    portfolioId: 'details',
    amount: 'details',
    description: 'details',
  },
  fallback: 'review',
};

/** The step a refusal of a staking order concerns. */
export function stakingStepForError(error: unknown): StakingStep {
  return refusalStep(error, refusalSteps);
}
