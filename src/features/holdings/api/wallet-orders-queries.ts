import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';
import type { ListOrdersQuery } from '../../../shared/contracts/list-orders-query';
import { endpoints } from '../../../shared/endpoints';

/**
 * One wallet's orders. Under the orders' own keys, so the live events that refresh the orders
 * list refresh these too; the page's wallet refresh keeps them in step otherwise.
 */
export function walletOrdersQueryOptions(query: ListOrdersQuery) {
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => apiClient.request(endpoints.listOrders, { query, signal }),
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });
}
