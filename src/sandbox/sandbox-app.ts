import { Hono } from 'hono';
import type { Database } from '../store/sql-client';
import { apiErrorResponse } from './http/api-error-response';
import { mountRoutes } from './http/endpoint-route';
import { DEFAULT_RATE_LIMIT, rateLimit } from './http/rate-limit';
import { verifySignature, type SandboxVariables } from './http/verify-signature';
import { activityRoutes } from './handlers/activity-routes';
import { bulkOrdersRoute } from './handlers/bulk-orders-route';
import { cancelOrderRoute } from './handlers/cancel-order-route';
import { coSignRoute } from './handlers/co-sign-route';
import { createOrderRoute } from './handlers/create-order-route';
import { dryRunRoute } from './handlers/dry-run-route';
import { enterMasterPasswordRoute } from './handlers/enter-master-password-route';
import { fileRoutes } from './handlers/file-routes';
import { counterpartyRoutes } from './handlers/counterparty-routes';
import { loanRoutes } from './handlers/loan-routes';
import { memberRoutes } from './handlers/member-routes';
import { readRoutes } from './handlers/read-routes';
import { stakeRoutes } from './handlers/stake-routes';
import { StoreBusyError } from '../store/sql-errors';

export interface SandboxOptions {
  db: Database;
  /** The sandbox clock, injectable so tests can check stale signatures. */
  now?: () => number;
  /** Delay between lifecycle steps of a new order; 0 leaves orders where they are. */
  lifecycleStepMs?: number;
  /** Requests per identity per 5 minutes before 429. */
  rateLimitPer5Min?: number;
}

/** Our implementation of the provider's API under /platform, on the embedded store. */
export function createSandboxApp({
  db,
  now = Date.now,
  lifecycleStepMs = 0,
  rateLimitPer5Min = DEFAULT_RATE_LIMIT,
}: SandboxOptions) {
  const app = new Hono<{ Variables: SandboxVariables }>().basePath('/platform');
  const writes = { db, now, stepMs: lifecycleStepMs };
  app.use('*', verifySignature(now));
  app.use('*', rateLimit(db, rateLimitPer5Min, now));
  mountRoutes(app, [
    createOrderRoute(writes),
    bulkOrdersRoute(writes),
    coSignRoute(writes),
    cancelOrderRoute(writes),
    enterMasterPasswordRoute(writes),
    dryRunRoute(db),
    ...readRoutes(db),
    ...stakeRoutes(db),
    ...loanRoutes(db),
    ...counterpartyRoutes(db),
    ...fileRoutes(db),
    ...memberRoutes(),
    ...activityRoutes(db),
  ]);
  app.notFound((c) =>
    apiErrorResponse(
      c,
      404,
      'not-found',
      `The sandbox has no endpoint ${c.req.method} ${new URL(c.req.url).pathname}.`,
    ),
  );
  app.onError((error, c) => {
    if (error instanceof StoreBusyError) {
      c.header('Retry-After', '1');
      return apiErrorResponse(
        c,
        503,
        'service-busy',
        'The sandbox is busy: every database connection is in use. Try again in a moment.',
      );
    }
    console.error('Sandbox request failed', error);
    return apiErrorResponse(c, 500, 'internal-error', 'The sandbox could not answer this request.');
  });
  return app;
}
