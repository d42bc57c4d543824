import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api-error';

const MAX_RETRIES = 3;

/** Retries only what may succeed on its own: network failures, 5xx and 429. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) return error.status === 429 || error.status >= 500;
  return error instanceof Error && error.name === 'NetworkError';
}

/** Exponential backoff, longer after a 429 so the provider's rate limit can recover. */
export function retryDelay(failureCount: number, error: unknown): number {
  const base = error instanceof ApiError && error.status === 429 ? 5_000 : 1_000;
  return Math.min(base * 2 ** failureCount, 60_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
