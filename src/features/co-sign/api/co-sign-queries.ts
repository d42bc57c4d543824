import { queryOptions, type Query } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { liveAware } from '../../../lib/live-status';
import { coSignKeys } from '../../../lib/query-keys';
import { ApiError } from '../../../shared/api-error';
import type { ListOrdersQuery } from '../../../shared/contracts/list-orders-query';
import type { OrdersResponse } from '../../../shared/contracts/orders';
import { endpoints } from '../../../shared/endpoints';
import { queueStatuses } from '../co-sign-rules';

/** The queue as GET /orders returns it; at most this many waiting orders are shown. */
export const QUEUE_LIMIT = 500;

export const queueQuery: ListOrdersQuery = {
  orderTypes: ['withdraw', 'deposit'],
  statuses: [...queueStatuses],
  limit: String(QUEUE_LIMIT),
};

/** On the co-sign page the queue refreshes this often while visible (≈15 requests in 5 minutes). */
export const QUEUE_REFRESH_MS = 20_000;

const RATE_LIMITED_INTERVAL_MS = 120_000;

/**
 * Background refresh interval: `everyMs` normally, much longer after a 429 so a rate-limited
 * organization recovers. Only while the tab is visible (set where it is used).
 */
export function pollInterval(everyMs: number) {
  return (query: Query<OrdersResponse, Error, OrdersResponse>) => {
    const error = query.state.error;
    return error instanceof ApiError && error.status === 429
      ? RATE_LIMITED_INTERVAL_MS
      : liveAware(everyMs);
  };
}

/** Orders waiting for co-signers, the master password or approval. */
export function coSignQueueQueryOptions(refreshEveryMs: number) {
  return queryOptions({
    queryKey: coSignKeys.queue(),
    queryFn: ({ signal }) => apiClient.request(endpoints.listOrders, { query: queueQuery, signal }),
    refetchInterval: pollInterval(refreshEveryMs),
    refetchIntervalInBackground: false,
  });
}

/**
 * Withdrawals that may have gone to a destination. With an address, the API's `searchQuery`
 * (which matches to-addresses) narrows it; for a portfolio destination there is no filter,
 * so the latest withdrawals are read. Callers match the destination exactly.
 */
export function destinationHistoryQuery(address: string | undefined): ListOrdersQuery {
  return address === undefined
    ? { orderTypes: ['withdraw'], limit: '1000' }
    : { orderTypes: ['withdraw'], searchQuery: address, limit: '1000' };
}

export function destinationHistoryQueryOptions(address: string | undefined) {
  const query = destinationHistoryQuery(address);
  return queryOptions({
    queryKey: coSignKeys.history(query),
    queryFn: ({ signal }) => apiClient.request(endpoints.listOrders, { query, signal }),
    // Past payments change slowly; one read per destination per minute is plenty.
    staleTime: 60_000,
  });
}
