import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { liveAware } from '../../../lib/live-status';
import { orderKeys } from '../../../lib/query-keys';
import type { ListOrdersQuery } from '../../../shared/contracts/list-orders-query';
import { endpoints } from '../../../shared/endpoints';

/**
 * Background refresh budget. An idle tab showing the list with one order open polls
 * 300 s / 10 s + 300 s / 15 s = 50 requests per 5 minutes, under the 60 the dashboard allows
 * itself (the provider allows 1,000 per user). Polling stops while the tab is hidden
 * (TanStack Query's default `refetchIntervalInBackground: false`).
 */
export const LIST_REFRESH_MS = 10_000;
export const DETAIL_REFRESH_MS = 15_000;
export const REQUEST_BUDGET_PER_5_MIN = 60;

/**
 * Pauses polling while a query is failing (its retries already back off, longer after a 429),
 * and slows it to a safety net while the live stream brings changes.
 */
function pollEvery(intervalMs: number) {
  return (query: { state: { status: string } }) =>
    query.state.status === 'error' ? false : liveAware(intervalMs);
}

export function ordersListQueryOptions(query: ListOrdersQuery) {
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => apiClient.request(endpoints.listOrders, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: pollEvery(LIST_REFRESH_MS),
    refetchIntervalInBackground: false,
  });
}

export function orderDetailQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => apiClient.request(endpoints.getOrder, { path: { orderId }, signal }),
    refetchInterval: pollEvery(DETAIL_REFRESH_MS),
    refetchIntervalInBackground: false,
  });
}

/** A linked order: shown as a link with its status, read once (it is not polled). */
export function linkedOrderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => apiClient.request(endpoints.getOrder, { path: { orderId }, signal }),
    staleTime: 60_000,
  });
}
