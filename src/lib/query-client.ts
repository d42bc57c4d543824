import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api-error';
import { isSessionEnded } from './session-ended';

const MAX_RETRIES = 3;
const BACKOFF_CAP_MS = 60_000;
/**
 * The provider counts requests over a 5-minute window, so no honest Retry-After is longer;
 * a larger value is capped rather than leaving a view waiting for an hour.
 */
export const RETRY_AFTER_CAP_MS = 5 * 60_000;

/**
 * Retries only what may succeed on its own: network failures and 5xx a few times, and a 429
 * until the provider lets the read through. Each retry of a 429 waits for its Retry-After (so
 * it costs one request per window, not a burst), the view keeps what it showed, and the
 * rate-limit banner says when it refreshes: a rate limit is never a view's error.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status === 429) return true;
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof Error && error.name === 'NetworkError';
}

/**
 * Exponential backoff, longer after a 429 so the provider's rate limit can recover. When the
 * answer says how long to wait (`Retry-After`), the retry never comes sooner than that: an
 * earlier attempt would only be refused again.
 */
export function retryDelay(failureCount: number, error: unknown): number {
  const rateLimited = error instanceof ApiError && error.status === 429;
  const backoff = Math.min((rateLimited ? 5_000 : 1_000) * 2 ** failureCount, BACKOFF_CAP_MS);
  const retryAfterMs =
    error instanceof ApiError && error.retryAfterSeconds !== undefined
      ? error.retryAfterSeconds * 1000
      : 0;
  return Math.min(Math.max(backoff, retryAfterMs), RETRY_AFTER_CAP_MS);
}

/**
 * `onSessionEnded` runs once when any query or mutation learns that the session is over (a
 * 401 saying so): the app sends the person to sign in, and nothing else reports the error.
 */
export function createQueryClient(onSessionEnded: (error: ApiError) => void = () => undefined) {
  let ended = false;
  const onError = (error: unknown) => {
    if (ended || !isSessionEnded(error)) return;
    ended = true;
    onSessionEnded(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: {
        // A retried mutation could move money twice; forms retry explicitly instead.
        retry: false,
      },
    },
  });
}
