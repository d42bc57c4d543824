import { ApiError } from '../../shared/api-error';
import type { StakingStep } from './staking-form';

/**
 * The step a refusal concerns, so it is shown next to the input that caused it. The API
 * names the field or the rule in its message; anything else stays on the review step.
 */
export function stakingStepForError(error: unknown): StakingStep {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) {
    return 'review';
  }
  const text = `${error.error} ${error.message}`.toLowerCase();
  if (/blockchaintransactiontype|operation|staking|currency/.test(text)) return 'operation';
  if (/insufficient|amount|portfolio|balance|funds|description/.test(text)) return 'details';
  return 'review';
}
