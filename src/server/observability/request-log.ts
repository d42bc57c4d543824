import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { RequestFactsVariables } from '../audit/request-facts';
import { withRequestId } from './log';

/**
 * One line per answered request: method, path (without its query, which may carry what a
 * person searched for), status and duration, under the request id the activity log keeps.
 * Runs after the request id is given, and tags every line logged while answering.
 */
export function requestLog(log: Logger): MiddlewareHandler<{ Variables: RequestFactsVariables }> {
  return async (c, next) => {
    const requestId = c.get('request').id;
    const started = performance.now();
    await withRequestId(requestId, next);
    log.info(
      {
        requestId,
        method: c.req.method,
        path: new URL(c.req.url).pathname,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
