import { Hono } from 'hono';
import { contentTypes } from '../../../shared/endpoint';
import { dryRunOrderRequestSchema } from '../../../shared/contracts/dry-run';
import type { SandboxDatabase } from '../db/sql-client';
import { parseJsonBody } from '../http/parse-request';
import type { SandboxVariables } from '../http/verify-signature';
import { dryRunOrder } from '../orders/dry-run-order';
import { refusalResponse } from '../orders/refusal';

/** POST /dry-run-orders: fee estimate per `feeLevel`. */
export function dryRunRoute(db: SandboxDatabase) {
  const app = new Hono<{ Variables: SandboxVariables }>();
  app.post('/dry-run-orders', async (c) => {
    const body = await parseJsonBody(c, dryRunOrderRequestSchema, contentTypes.json);
    if (!body.ok) return body.response;
    const result = await dryRunOrder(db, body.data);
    return result.ok ? c.json(result.value) : refusalResponse(c, result.refusal);
  });
  return app;
}
