import { describeError, type ErrorDescription } from '../../lib/describe-error';
import { ApiError } from '../../shared/api-error';

const explanations: Record<string, string> = {
  'self-co-sign':
    'You created this order, and the four-eyes rule does not let anyone approve their own order. Another approver must sign it.',
  'already-co-signed':
    'Your approval is already recorded for this order. It is waiting for the other approvers.',
  'order-not-awaiting-co-sign':
    'This order is no longer waiting for approval: someone may have completed or cancelled it. The queue has been refreshed.',
  'wrong-master-password':
    'The master password is not correct. Check it and try again; nothing was approved.',
  forbidden: 'Your identity is not allowed to approve this order.',
};

/** A co-sign refusal in words, naming the rule that applied; other errors as `describeError`. */
export function describeCoSignError(error: unknown): ErrorDescription {
  const base = describeError(error);
  if (error instanceof ApiError) {
    const explanation = explanations[error.error];
    if (explanation !== undefined) {
      return { title: base.title, detail: `${explanation} (API: ${error.message})` };
    }
  }
  if (error instanceof Error && error.name === 'NetworkError') {
    return {
      title: base.title,
      detail: `${base.detail} The approval may or may not have reached the API; the queue shows its state once the connection is back.`,
    };
  }
  return base;
}

export function isWrongMasterPassword(error: unknown): boolean {
  return error instanceof ApiError && error.error === 'wrong-master-password';
}
