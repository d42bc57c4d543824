import { Hono } from 'hono';
import { contentTypes } from '../../../shared/endpoint';
import { createOrderRequestSchema } from '../../../shared/contracts/create-order';
import { apiErrorResponse } from '../http/api-error-response';
import { parseJsonBody } from '../http/parse-request';
import type { SandboxVariables } from '../http/verify-signature';
import { inputFromRequest } from '../orders/order-input';
import { placeOrder } from '../orders/place-order';
import { refusalResponse } from '../orders/refusal';
import type { OrderWriteContext } from './order-write-context';

/** POST /orders: one withdrawal of any of the five variants. */
export function createOrderRoute({ db, now, stepMs }: OrderWriteContext) {
  const app = new Hono<{ Variables: SandboxVariables }>();
  app.post('/orders', async (c) => {
    const identity = c.get('identity');
    // Permission first: a read-only identity learns nothing from validating its body.
    if (!identity.permissions.includes('create-orders')) {
      return apiErrorResponse(
        c,
        403,
        'forbidden',
        `${identity.name} may not create orders (read-only).`,
      );
    }
    const body = await parseJsonBody(c, createOrderRequestSchema, contentTypes.json);
    if (!body.ok) return body.response;
    const placed = await placeOrder(db, inputFromRequest(body.data), {
      identity,
      nowMs: now(),
      stepMs,
    });
    if (!placed.ok) return refusalResponse(c, placed.refusal);
    // The request's own order comes first; an undelegation's deposit is found through GET /orders.
    const [order] = placed.value;
    return c.json(order);
  });
  return app;
}
