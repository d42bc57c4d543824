import { Hono } from 'hono';
import { z } from 'zod';
import { contentTypes } from '../../../shared/endpoint';
import { coSignOrderRequestSchema } from '../../../shared/contracts/create-order';
import { parseJsonBody, parsePathParams } from '../http/parse-request';
import type { SandboxVariables } from '../http/verify-signature';
import { coSignOrder } from '../orders/co-sign-order';
import { refusalResponse } from '../orders/refusal';
import type { OrderWriteContext } from './order-write-context';

const params = z.object({ orderId: z.string().min(1) });

/** PATCH /orders/{id} (`application/vnd.co-sign-order+json`): approve as a co-signer. */
export function coSignRoute({ db, now, stepMs }: OrderWriteContext) {
  const app = new Hono<{ Variables: SandboxVariables }>();
  app.patch('/orders/:orderId', async (c) => {
    const path = parsePathParams(c, params);
    if (!path.ok) return path.response;
    const body = await parseJsonBody(c, coSignOrderRequestSchema, contentTypes.coSignOrder);
    if (!body.ok) return body.response;
    const signed = await coSignOrder(db, path.data.orderId, {
      identity: c.get('identity'),
      masterPassword: body.data.masterPassword,
      nowMs: now(),
      stepMs,
    });
    return signed.ok ? c.json(signed.value) : refusalResponse(c, signed.refusal);
  });
  return app;
}
