import { describeError, type ErrorDescription } from '../../lib/describe-error';
import { ApiError } from '../../shared/api-error';

const explanations: Record<string, string> = {
  'order-not-cancellable':
    'This order can no longer be cancelled: it has started processing or has already ended. Its current status is shown on the order.',
  'order-not-awaiting-master-password':
    'This order is no longer waiting for the master password: someone may have given it, or the order was cancelled.',
  'wrong-master-password':
    'The master password is not correct. Check it and try again; nothing was changed.',
  forbidden: 'The API does not let you do this on this order.',
};

/**
 * A refused cancel or master password in words, naming the rule; a network failure says the
 * request may or may not have arrived, since the answer was lost, not necessarily the write.
 */
export function describeOrderActionError(error: unknown): ErrorDescription {
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
      detail: `${base.detail} The request may or may not have reached the API; the order shows where it stands once the connection is back.`,
    };
  }
  return base;
}

export function isWrongMasterPassword(error: unknown): boolean {
  return error instanceof ApiError && error.error === 'wrong-master-password';
}
