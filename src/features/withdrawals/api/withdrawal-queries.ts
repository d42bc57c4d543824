import { isUnreadable } from '../../../shared/contracts/readable';
import { queryOptions } from '@tanstack/react-query';
import { liveAware } from '../../../lib/live-status';
import { apiClient } from '../../../lib/api-client';
import { dryRunKeys, orderKeys } from '../../../lib/query-keys';
import type { DryRunOrderRequest } from '../../../shared/contracts/dry-run';
import { orderStatusGroupOf, type Order } from '../../../shared/contracts/orders';
import { endpoints } from '../../../shared/endpoints';

/** A fee at one level (POST /dry-run-orders). Flat per currency and level, so it keeps a minute. */
export function feeEstimateQueryOptions(request: DryRunOrderRequest, enabled: boolean) {
  return queryOptions({
    queryKey: dryRunKeys.of(request),
    queryFn: ({ signal }) => apiClient.request(endpoints.dryRunOrder, { body: request, signal }),
    staleTime: 60_000,
    enabled,
  });
}

/** Stops polling once the order can no longer change, or while it fails (retries back off). */
function pollUntilSettled(intervalMs: number) {
  return (query: { state: { status: string; data?: Order | undefined } }) => {
    if (query.state.status === 'error') return false;
    const group = query.state.data ? orderStatusGroupOf(query.state.data.status) : undefined;
    return group === 'completed' || group === 'failed' ? false : liveAware(intervalMs);
  };
}

/**
 * The order the wizard created, refreshed every 5 s while it moves through its lifecycle
 * (only while the tab is visible) so the result shows where it stands.
 */
export function createdOrderQueryOptions(initial: Order) {
  return queryOptions({
    queryKey: orderKeys.detail(initial.orderId),
    queryFn: ({ signal }) =>
      apiClient.request(endpoints.getOrder, { path: { orderId: initial.orderId }, signal }),
    initialData: initial,
    initialDataUpdatedAt: 0,
    refetchInterval: pollUntilSettled(5_000),
    refetchIntervalInBackground: false,
  });
}

/**
 * The deposit half of a ClearLoop undelegation: by the withdrawal's `extra.depositOrderId`
 * when present, otherwise the deposit in the trading account whose `extra.withdrawOrderId`
 * points back at the withdrawal.
 */
export function linkedDepositQueryOptions(withdrawal: Order) {
  return queryOptions({
    queryKey: orderKeys.linkedDeposit(withdrawal),
    queryFn: async ({ signal }): Promise<Order | null> => {
      const depositOrderId = withdrawal.extra?.depositOrderId;
      if (depositOrderId) {
        return apiClient.request(endpoints.getOrder, { path: { orderId: depositOrderId }, signal });
      }
      const tradingPortfolioId = withdrawal.extra?.toPortfolioId;
      const { orders } = await apiClient.request(endpoints.listOrders, {
        query: {
          orderTypes: ['deposit'],
          ...(tradingPortfolioId ? { portfolioIds: [tradingPortfolioId] } : {}),
          ...(isUnreadable(withdrawal.createdAt) ? {} : { createdSince: withdrawal.createdAt }),
        },
        signal,
      });
      return orders.find((order) => order.extra?.withdrawOrderId === withdrawal.orderId) ?? null;
    },
    refetchInterval: pollUntilSettledOrMissing(5_000),
    refetchIntervalInBackground: false,
  });
}

function pollUntilSettledOrMissing(intervalMs: number) {
  const poll = pollUntilSettled(intervalMs);
  return (query: { state: { status: string; data?: Order | null | undefined } }) =>
    poll({ state: { status: query.state.status, data: query.state.data ?? undefined } });
}
