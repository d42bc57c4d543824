import { ApiError } from '../shared/api-error';
import { labelApiFields } from './api-field-labels';
import { describeError, type ErrorDescription } from './describe-error';

/** What an action on one order sent, named in the sentence about a lost answer. */
export type OrderAction = 'approval' | 'cancellation' | 'master password';

/** A refusal in words, with the API's own wording kept apart for the curious or for support. */
export interface Refusal extends ErrorDescription {
  /** The API's own message and code, shown behind "Technical details"; absent when it said none. */
  technical?: string;
}

/** Said once, next to the master password field, which keeps what was typed. */
export const wrongMasterPasswordWords =
  'The master password is not correct, so nothing was approved. Correct it and try again.';

/** The provider's refusals of an action on an order, each naming the rule that applied. */
const refusals: Readonly<Record<string, string>> = {
  'self-co-sign':
    'You created this order, and the four-eyes rule does not let anyone approve their own order. Another approver must sign it.',
  'already-co-signed':
    'Your approval is already recorded for this order. It is waiting for the other approvers.',
  'order-not-awaiting-co-sign':
    'This order is no longer waiting for approval: someone may have completed or cancelled it. The queue has been refreshed.',
  'order-not-cancellable':
    'This order can no longer be cancelled: it has started processing or has already ended. Its current status is shown on the order.',
  'order-not-awaiting-master-password':
    'This order is no longer waiting for the master password: someone may have given it, or the order was cancelled.',
  'wrong-master-password': wrongMasterPasswordWords,
  forbidden: 'Your identity is not allowed to do this on this order.',
};

const lostAnswer: Readonly<Record<OrderAction, string>> = {
  approval:
    'The approval may or may not have reached the API; the queue shows its state once the connection is back.',
  cancellation:
    'The cancellation may or may not have reached the API; the order shows where it stands once the connection is back.',
  'master password':
    'The master password may or may not have reached the API; the order shows where it stands once the connection is back.',
};

/**
 * A refused or failed action on an order as one message in words. A known refusal says the
 * rule; the API's wording goes to `technical`. A lost answer says the request may or may not
 * have arrived, since the answer was lost, not necessarily the write.
 */
export function describeRefusal(error: unknown, action: OrderAction): Refusal {
  const base = describeError(error);
  if (error instanceof ApiError) {
    const technical = `${labelApiFields(error.message)} (${error.error}, HTTP ${error.status})`;
    const explanation = refusals[error.error];
    return explanation === undefined
      ? { ...base, technical }
      : { title: base.title, detail: explanation, technical };
  }
  if (error instanceof Error && error.name === 'NetworkError') {
    return { title: base.title, detail: lostAnswer[action], technical: base.detail };
  }
  return base;
}

export function isWrongMasterPassword(error: unknown): boolean {
  return error instanceof ApiError && error.error === 'wrong-master-password';
}
