import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { liveAware } from '../../../lib/live-status';
import { orderKeys } from '../../../lib/query-keys';
import { orderStatusGroupOf, type Order } from '../../../shared/contracts/orders';
import { endpoints } from '../../../shared/endpoints';

/**
 * An order a bulk created, from the answer that created it. It follows the order on the live
 * stream (its events invalidate this key); the slow poll is only a safety net, because a batch
 * holds many rows and each would spend the rate budget. A settled order is not polled.
 */
export function createdBulkOrderQueryOptions(created: Order) {
  return queryOptions({
    queryKey: orderKeys.detail(created.orderId),
    queryFn: ({ signal }) =>
      apiClient.request(endpoints.getOrder, { path: { orderId: created.orderId }, signal }),
    initialData: created,
    staleTime: 30_000,
    refetchInterval: (query) => {
      const group = orderStatusGroupOf(query.state.data?.status ?? created.status);
      if (query.state.status === 'error' || group === 'completed' || group === 'failed') {
        return false;
      }
      return liveAware(60_000);
    },
    refetchIntervalInBackground: false,
  });
}
