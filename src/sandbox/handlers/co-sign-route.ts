import { endpoints } from '../../shared/endpoints';
import { endpointRoute } from '../http/endpoint-route';
import { coSignOrder } from '../orders/co-sign-order';
import type { OrderWriteContext } from './order-write-context';

/** PATCH /orders/{id} (`application/vnd.co-sign-order+json`): approve as a co-signer. */
export function coSignRoute({ db, now, stepMs }: OrderWriteContext) {
  return endpointRoute(endpoints.coSignOrder, 'co-sign', async ({ path, body, identity }) =>
    coSignOrder(db, path.orderId, {
      identity,
      masterPassword: body.masterPassword,
      nowMs: now(),
      stepMs,
    }),
  );
}
