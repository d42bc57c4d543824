import { endpoints } from '../../shared/endpoints';
import { endpointRoute } from '../http/endpoint-route';
import { cancelOrder } from '../orders/cancel-order';
import type { OrderWriteContext } from './order-write-context';

/** PATCH /orders/{id} (`application/vnd.cancel-order+json`): the creator stops their order. */
export function cancelOrderRoute({ db, now }: OrderWriteContext) {
  return endpointRoute(endpoints.cancelOrder, 'create-orders', async ({ path, identity }) =>
    cancelOrder(db, path.orderId, { identity, nowMs: now() }),
  );
}
