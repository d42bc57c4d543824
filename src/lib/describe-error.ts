import { ApiError, ResponseShapeError } from '../shared/api-error';
import { labelApiFields } from './api-field-labels';

export interface ErrorDescription {
  title: string;
  detail: string;
}

const statusTitles: Record<number, string> = {
  400: 'The request was refused as invalid',
  401: 'The API did not accept our credentials',
  403: 'You do not have permission for this',
  404: 'Not found',
  409: 'The API refused this because of a business rule',
  429: 'Too many requests: the API rate limit was reached',
};

/** Turns any thrown value into words an operator can act on. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ApiError) {
    const title =
      statusTitles[error.status] ??
      (error.status >= 500 ? 'The API had a problem' : `The API answered ${error.status}`);
    return { title, detail: `${labelApiFields(error.message)} (${error.error})` };
  }
  if (error instanceof ResponseShapeError) {
    const answer = `The answer from ${error.path} could not be read: ${error.issues}.`;
    return {
      title: 'The API answered in an unexpected format',
      // Only a write can have taken effect; a read changed nothing, so it says so.
      detail: error.write
        ? `${answer} The request may still have gone through: refresh before trying again.`
        : `${answer} Nothing was changed: try again, and if it persists tell your administrator.`,
    };
  }
  if (error instanceof Error && error.name === 'NetworkError') {
    return { title: 'Cannot reach the server', detail: error.message };
  }
  return {
    title: 'Something went wrong',
    detail: error instanceof Error ? error.message : 'An unknown error occurred.',
  };
}
