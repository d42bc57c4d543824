import { Alert, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { IconClockPause, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { retryDelay } from '../lib/query-client';
import { ApiError } from '../shared/api-error';

function isRateLimit(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

function pendingRateLimitRetry(queryClient: QueryClient): number | null {
  for (const query of queryClient.getQueryCache().getAll()) {
    const { fetchFailureReason, fetchFailureCount, fetchStatus } = query.state;
    if (fetchStatus === 'fetching' && isRateLimit(fetchFailureReason)) {
      return Date.now() + retryDelay(fetchFailureCount - 1, fetchFailureReason);
    }
  }
  return null;
}

/** Seconds until the next retry of a rate-limited query, or null when nothing is rate limited. */
function useRateLimitCountdown(): number | null {
  const queryClient = useQueryClient();
  // A 429 may have happened before this mounted (the router loads before the first render).
  const [retryAt, setRetryAt] = useState<number | null>(() => pendingRateLimitRetry(queryClient));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const cache = queryClient.getQueryCache();
    return cache.subscribe((event) => {
      if (event.type !== 'updated') return;
      const { action } = event;
      if (action.type === 'failed' && isRateLimit(action.error)) {
        // The retryer passes the count before this failure to retryDelay.
        setRetryAt(Date.now() + retryDelay(action.failureCount - 1, action.error));
      } else if (action.type === 'success') {
        setRetryAt(null);
      } else if (action.type === 'error') {
        // Retries are exhausted: the view's own error state takes over.
        setRetryAt(null);
      }
    });
  }, [queryClient]);

  useEffect(() => {
    if (retryAt === null) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [retryAt]);

  return retryAt === null ? null : Math.max(0, Math.ceil((retryAt - now) / 1000));
}

/** App-wide notices about the connection: offline, or throttled by the API's rate limit. */
export function ConnectionBanners() {
  const { online } = useNetwork();
  const rateLimitSeconds = useRateLimitCountdown();
  if (online && rateLimitSeconds === null) return null;
  return (
    <Stack gap="xs" mb="md">
      {online ? null : (
        <Alert
          color="orange"
          icon={<IconWifiOff aria-hidden />}
          title="You are offline"
          role="status"
        >
          Data shown may be out of date. Everything refreshes, and waiting actions can be retried,
          as soon as the connection is back. Nothing you typed is lost.
        </Alert>
      )}
      {rateLimitSeconds === null ? null : (
        <Alert
          color="yellow"
          icon={<IconClockPause aria-hidden />}
          title="Rate limited"
          role="status"
        >
          The API's request limit was reached: retrying in {rateLimitSeconds} s.
        </Alert>
      )}
    </Stack>
  );
}
