import { ApiError } from '../../shared/api-error';

/** Which wizard step each API refusal belongs to. */
export interface RefusalSteps<Step extends string> {
  /** By the API's error code, e.g. `insufficient-funds`. */
  byCode: Readonly<Record<string, Step>>;
  /** By the request field a 400's message starts with (`amount: …`, `payloads.2: …`). */
  byField: Readonly<Record<string, Step>>;
  /** Everything else: permissions, the network, the server. */
  fallback: Step;
}

/**
 * The step a refusal concerns, so it is shown beside the input that caused it: by the API's
 * error code, or by the field its message names. Only a 400 or 409 is about the input.
 */
export function refusalStep<Step extends string>(error: unknown, steps: RefusalSteps<Step>): Step {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) {
    return steps.fallback;
  }
  const byCode = steps.byCode[error.error];
  if (byCode) return byCode;
  const field = /^([A-Za-z]+)[.:]/.exec(error.message)?.[1];
  return (field === undefined ? undefined : steps.byField[field]) ?? steps.fallback;
}
