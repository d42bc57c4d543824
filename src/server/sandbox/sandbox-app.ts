import { Hono } from 'hono';
import type { SandboxDatabase } from './db/sql-client';
import { apiErrorResponse } from './http/api-error-response';
import { verifySignature, type SandboxVariables } from './http/verify-signature';
import { fileRoutes } from './handlers/file-routes';
import { loanRoutes } from './handlers/loan-routes';
import { readRoutes } from './handlers/read-routes';

export interface SandboxOptions {
  db: SandboxDatabase;
  /** The sandbox clock, injectable so tests can check stale signatures. */
  now?: () => number;
}

/** Our implementation of the provider's API under /platform, on the embedded store. */
export function createSandboxApp({ db, now = Date.now }: SandboxOptions) {
  const app = new Hono<{ Variables: SandboxVariables }>().basePath('/platform');
  app.use('*', verifySignature(now));
  app.route('/', readRoutes(db));
  app.route('/', loanRoutes(db));
  app.route('/', fileRoutes(db));
  app.notFound((c) =>
    apiErrorResponse(
      c,
      404,
      'not-found',
      `The sandbox has no endpoint ${c.req.method} ${new URL(c.req.url).pathname}.`,
    ),
  );
  app.onError((error, c) => {
    console.error('Sandbox request failed', error);
    return apiErrorResponse(c, 500, 'internal-error', 'The sandbox could not answer this request.');
  });
  return app;
}
