import { ApiError } from '../shared/api-error';

/** The server's 401 codes for "nobody is signed in" and "the session ran out". */
const endedCodes = new Set(['unauthenticated', 'session-expired']);

/** Whether an error means the person must sign in (again) before going on. */
export function isSessionEnded(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && endedCodes.has(error.error);
}

/** The dashboard path the person is on, to come back to after signing in. */
export function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * Leaves for sign-in with the way back. A session that ran out goes through the sign-in page
 * first, which says why; a visit without one goes straight to the identity provider. What was
 * typed in a wizard is kept in the tab's session storage meanwhile.
 */
export function signInUrl(reason: 'expired' | 'none', returnTo = currentPath()): string {
  const back = encodeURIComponent(returnTo);
  return reason === 'expired'
    ? `/sign-in?error=session-expired&returnTo=${back}`
    : `/auth/sign-in?returnTo=${back}`;
}
