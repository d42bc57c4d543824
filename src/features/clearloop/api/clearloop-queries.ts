import type { Readable } from '../../../shared/contracts/readable';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { liveAware } from '../../../lib/live-status';
import { budgetAware } from '../../../lib/provider-budget';
import { clearLoopKeys, orderKeys } from '../../../lib/query-keys';
import type { SettlementsQuery } from '../../../shared/contracts/settlements-query';
import { orderStatusGroupOf } from '../../../shared/contracts/orders';
import { endpoints } from '../../../shared/endpoints';
import { isFinalSettlementStatus } from '../settlement-status';

/**
 * Background refresh periods, sized so an idle tab stays far inside the
 * provider's 1,000 requests per 5 minutes: the exchanges view costs 10 requests
 * per 5 minutes, a settlement page 5 to 10. Polling stops while the tab is hidden.
 */
export const refreshIntervals = {
  exchanges: 30_000,
  settlements: 60_000,
  settlement: 30_000,
  linkedOrder: 60_000,
} as const;

/** GET /clearloop/exchanges, refreshed in the background while the tab is visible. */
export const exchangesQueryOptions = queryOptions({
  queryKey: clearLoopKeys.exchanges(),
  queryFn: ({ signal }) => apiClient.request(endpoints.listClearLoopExchanges, { signal }),
  refetchInterval: () => budgetAware(refreshIntervals.exchanges),
  refetchIntervalInBackground: false,
});

/** One page of GET /clearloop/settlements; the previous page stays on screen while the next loads. */
export function settlementsQueryOptions(query: SettlementsQuery) {
  return queryOptions({
    queryKey: clearLoopKeys.settlementList(query),
    queryFn: ({ signal }) => apiClient.request(endpoints.listSettlements, { query, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: () => liveAware(refreshIntervals.settlements),
    refetchIntervalInBackground: false,
  });
}

/** One settlement; polled only until it reaches a final status. */
export function settlementQueryOptions(settlementId: string) {
  return queryOptions({
    queryKey: clearLoopKeys.settlement(settlementId),
    queryFn: ({ signal }) =>
      apiClient.request(endpoints.getSettlement, { path: { settlementId }, signal }),
    refetchInterval: (query) =>
      query.state.data && isFinalSettlementStatus(query.state.data.settlementStatus)
        ? false
        : liveAware(refreshIntervals.settlement),
    refetchIntervalInBackground: false,
  });
}

/**
 * GET /orders/{id} for an order a settlement instruction links to. Only orders
 * still in flight are polled: a finished order's status no longer changes.
 * `knownStatus` is the instruction's own copy, used until the order is read.
 */
export function linkedOrderQueryOptions(
  orderId: string,
  knownStatus: Readable<string> | undefined,
) {
  return queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => apiClient.request(endpoints.getOrder, { path: { orderId }, signal }),
    refetchInterval: (query) =>
      isFinishedOrderStatus(query.state.data?.status ?? knownStatus)
        ? false
        : liveAware(refreshIntervals.linkedOrder),
    refetchIntervalInBackground: false,
  });
}

function isFinishedOrderStatus(status: Readable<string> | undefined): boolean {
  const group = status === undefined ? undefined : orderStatusGroupOf(status);
  return group === 'completed' || group === 'failed';
}
