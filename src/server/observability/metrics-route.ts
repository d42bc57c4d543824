import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { matchOperation } from '../../shared/operation-match';
import type { ServerMetrics } from './server-metrics';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics for the operator's Prometheus, behind its own bearer token (METRICS_TOKEN), not
 * a person's session: a scraper signs in to nothing. Without the token it answers 401 and
 * shows nothing.
 */
export function metricsRoute(metrics: ServerMetrics, token: string) {
  const expected = digest(`Bearer ${token}`);
  const app = new Hono();
  app.get('/', async (c) => {
    const given = digest(c.req.header('authorization') ?? '');
    if (!timingSafeEqual(given, expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(
        { error: 'unauthorized', message: 'GET /metrics needs its bearer token.' },
        401,
      );
    }
    c.header('Content-Type', metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
  return app;
}

/**
 * The route a request is counted under: for /platform the API operation it matched (so the
 * figures have one series per operation, not per order id), otherwise the route's pattern.
 */
function routeOf(method: string, path: string, contentType: string | undefined, pattern: string) {
  if (!path.startsWith('/platform/')) return pattern;
  const operation = matchOperation(method, path.slice('/platform'.length), contentType);
  return operation === undefined ? '/platform (not forwarded)' : `/platform ${operation.name}`;
}

/** Counts every answered request by route and status, and how long it took. */
export function countRequests(metrics: ServerMetrics): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const route = routeOf(
      c.req.method,
      new URL(c.req.url).pathname,
      c.req.header('content-type'),
      // After the answer: the pattern of the handler that gave it.
      routePath(c),
    );
    metrics.answered(route, c.req.method, c.res.status, (performance.now() - started) / 1000);
  };
}
