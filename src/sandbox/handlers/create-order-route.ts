import { endpoints } from '../../shared/endpoints';
import { endpointRoute } from '../http/endpoint-route';
import { inputFromRequest } from '../orders/order-input';
import { placeOrder } from '../orders/place-order';
import { accept } from '../orders/refusal';
import type { OrderWriteContext } from './order-write-context';

/** POST /orders: one withdrawal of any of the five variants. */
export function createOrderRoute({ db, now, stepMs }: OrderWriteContext) {
  return endpointRoute(endpoints.createOrder, 'create-orders', async ({ body, identity }) => {
    const placed = await placeOrder(db, inputFromRequest(body), {
      identity,
      nowMs: now(),
      stepMs,
    });
    if (!placed.ok) return placed;
    // The request's own order comes first; an undelegation's deposit is found through GET /orders.
    const [order] = placed.value;
    if (order === undefined) throw new Error('An accepted order plan produced no order');
    return accept(order);
  });
}
