import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { platformKey } from '../../../lib/session-api';
import type { ListOrdersQuery } from '../../../shared/contracts/list-orders-query';
import { endpoints } from '../../../shared/endpoints';

export const orderKeys = {
  all: [...platformKey, 'orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: ListOrdersQuery) => [...orderKeys.lists(), query] as const,
  detail: (orderId: string) => [...orderKeys.all, 'detail', orderId] as const,
};

export function ordersListQueryOptions(query: ListOrdersQuery) {
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => apiClient.request(endpoints.listOrders, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
