import { refusalStep, type RefusalSteps } from '../order-writing/refusal-step';
import type { MscStep } from './msc-steps';

const refusalSteps: RefusalSteps<MscStep> = {
  byCode: {
    'currency-not-defi-allowed': 'source',
    'insufficient-funds': 'settings',
  },
  byField: {
    portfolioId: 'source',
    baseCurrency: 'source',
    mainCurrency: 'source',
    payloads: 'payloads',
    blockchainTransactionType: 'payloads',
    amount: 'settings',
    feeLevel: 'settings',
    externalBroadcast: 'settings',
    description: 'settings',
  },
  fallback: 'review',
};

/** The step a refusal of a multi-smart-call order concerns. */
export function mscStepForError(error: unknown): MscStep {
  return refusalStep(error, refusalSteps);
}
