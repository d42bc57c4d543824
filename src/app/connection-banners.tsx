import { Alert, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { IconClockPause, IconWifiOff } from '@tabler/icons-react';
import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { budgetState, providerBudget } from '../lib/provider-budget';
import { retryDelay } from '../lib/query-client';
import { formatLocalDateTime } from '../lib/time';
import { ApiError } from '../shared/api-error';

function isRateLimit(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}

/** When each rate-limited query retries next (epoch ms), by query hash. */
type RetrySchedule = ReadonlyMap<string, number>;

function scheduleFromCache(queryClient: QueryClient): RetrySchedule {
  const schedule = new Map<string, number>();
  for (const query of queryClient.getQueryCache().getAll()) {
    const { fetchFailureReason, fetchFailureCount, fetchStatus } = query.state;
    if (fetchStatus === 'fetching' && isRateLimit(fetchFailureReason)) {
      schedule.set(
        query.queryHash,
        Date.now() + retryDelay(fetchFailureCount - 1, fetchFailureReason),
      );
    }
  }
  return schedule;
}

function without(schedule: RetrySchedule, queryHash: string): RetrySchedule {
  if (!schedule.has(queryHash)) return schedule;
  const next = new Map(schedule);
  next.delete(queryHash);
  return next;
}

/**
 * Seconds until the soonest upcoming retry of a rate-limited query (0 while a retry is on its
 * way), or null when nothing is rate limited.
 */
export function secondsUntilRetry(schedule: RetrySchedule, now: number): number | null {
  if (schedule.size === 0) return null;
  const upcoming = [...schedule.values()].filter((retryAt) => retryAt > now);
  return upcoming.length === 0 ? 0 : Math.ceil((Math.min(...upcoming) - now) / 1000);
}

function useRateLimitCountdown(): number | null {
  const queryClient = useQueryClient();
  // A 429 may have happened before this mounted (the router loads before the first render).
  const [schedule, setSchedule] = useState<RetrySchedule>(() => scheduleFromCache(queryClient));
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const cache = queryClient.getQueryCache();
    return cache.subscribe((event) => {
      const { queryHash } = event.query;
      if (event.type === 'removed') {
        setSchedule((current) => without(current, queryHash));
        return;
      }
      if (event.type !== 'updated') return;
      const { action } = event;
      if (action.type === 'failed' && isRateLimit(action.error)) {
        // The retryer passes the count before this failure to retryDelay.
        const retryAt = Date.now() + retryDelay(action.failureCount - 1, action.error);
        setSchedule((current) => new Map(current).set(queryHash, retryAt));
        setNow(Date.now());
        return;
      }
      const failure: unknown = event.query.state.fetchFailureReason;
      if (event.query.state.fetchStatus !== 'fetching' || !isRateLimit(failure)) {
        // It succeeded, failed otherwise, gave up (the view's error state takes over), or stopped.
        setSchedule((current) => without(current, queryHash));
      }
    });
  }, [queryClient]);

  const waiting = schedule.size > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [waiting]);

  return secondsUntilRetry(schedule, now);
}

// Mantine's light alert title colour is below AA on its tint; the theme's status tones are not.
const bannerStyles = { title: { color: 'var(--status-text-orange)' } };

/** The text of the notice while the provider's request budget runs low, if it does. */
export function budgetNoticeText(now = Date.now()): string | undefined {
  const notice = providerBudget.get();
  const state = budgetState(now);
  if (notice === undefined || state === 'ok') return undefined;
  const { budget, at } = notice;
  const freesAt = formatLocalDateTime(at + budget.resetSeconds * 1000);
  if (state === 'exhausted') {
    return `The provider's limit of ${budget.limit} requests in 5 minutes for your API key is used up. Views keep what they show and refresh again from ${freesAt}.`;
  }
  const left =
    budget.state === 'low'
      ? `${budget.remaining} of the provider's ${budget.limit} requests in 5 minutes are left for your API key`
      : `The provider's limit of ${budget.limit} requests in 5 minutes for your API key was reached`;
  return `${left}, so views refresh every few minutes and changes reach them within a minute until more of the limit frees up. What you do yourself shows at once.`;
}

/** The notice, read again when the server says more and when a used-up budget frees up. */
function useBudgetNotice(): string | undefined {
  const notice = useSyncExternalStore(providerBudget.subscribe, providerBudget.get);
  const [, setFreed] = useState(0);
  useEffect(() => {
    if (notice?.budget.state !== 'exhausted') return;
    const timer = setTimeout(
      () => setFreed((count) => count + 1),
      Math.max(0, notice.at + notice.budget.resetSeconds * 1000 - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [notice]);
  return budgetNoticeText();
}

/** One of the notices: an orange status alert. */
function Banner({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Alert color="orange" styles={bannerStyles} icon={icon} title={title} role="status">
      {children}
    </Alert>
  );
}

/**
 * App-wide notices about the connection: offline, throttled by the API's rate limit, or
 * refreshing less often while the provider's request budget runs low.
 */
export function ConnectionBanners() {
  const { online } = useNetwork();
  const rateLimitSeconds = useRateLimitCountdown();
  const budgetNotice = useBudgetNotice();
  if (online && rateLimitSeconds === null && budgetNotice === undefined) return null;
  return (
    <Stack gap="xs" mb="md">
      {online ? null : (
        <Banner icon={<IconWifiOff aria-hidden />} title="You are offline">
          Data shown may be out of date. Everything refreshes, and waiting actions can be retried,
          as soon as the connection is back. Nothing you typed is lost.
        </Banner>
      )}
      {rateLimitSeconds === null ? null : (
        <Banner
          icon={<IconClockPause aria-hidden />}
          title={`Rate limited: retrying in ${rateLimitSeconds} s`}
        >
          The API's request limit for this identity was reached. Views refresh by themselves once it
          lets requests through again; nothing you typed is lost.
        </Banner>
      )}
      {budgetNotice === undefined ? null : (
        <Banner
          icon={<IconClockPause aria-hidden />}
          title="Refreshing less often to stay within the provider's limit"
        >
          {budgetNotice}
        </Banner>
      )}
    </Stack>
  );
}
