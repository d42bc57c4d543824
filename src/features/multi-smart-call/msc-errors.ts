import { ApiError } from '../../shared/api-error';
import type { MscStep } from './msc-steps';

const stepsByCode: Readonly<Record<string, MscStep>> = {
  'currency-not-defi-allowed': 'source',
  'insufficient-funds': 'settings',
};

const stepsByField: Readonly<Record<string, MscStep>> = {
  portfolioId: 'source',
  baseCurrency: 'source',
  mainCurrency: 'source',
  payloads: 'payloads',
  blockchainTransactionType: 'payloads',
  amount: 'settings',
  feeLevel: 'settings',
  externalBroadcast: 'settings',
  description: 'settings',
};

/**
 * The step a refusal concerns, so it is shown beside the input that caused it: by the
 * API's error code, or by the field its message starts with (`payloads.2: …`).
 */
export function mscStepForError(error: unknown): MscStep {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) {
    return 'review';
  }
  const byCode = stepsByCode[error.error];
  if (byCode) return byCode;
  const field = /^([A-Za-z]+)[.:]/.exec(error.message)?.[1];
  return (field === undefined ? undefined : stepsByField[field]) ?? 'review';
}
