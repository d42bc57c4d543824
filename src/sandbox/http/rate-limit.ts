import type { MiddlewareHandler } from 'hono';
import type { SqlClient } from '../../store/sql-client';
import { countRequest } from '../db/request-counts-repository';
import { apiErrorResponse } from './api-error-response';
import type { SandboxVariables } from './verify-signature';

export const RATE_LIMIT_WINDOW_SECONDS = 5 * 60;
export const DEFAULT_RATE_LIMIT = 1000;

/**
 * The provider's limit of requests per five minutes per user, over a sliding
 * window counted in one-second buckets. A refused request is not counted and
 * answers 429 with `Retry-After`: the seconds until the oldest counted
 * request leaves the window.
 */
export function rateLimit(
  db: SqlClient,
  limit: number,
  now: () => number,
): MiddlewareHandler<{ Variables: SandboxVariables }> {
  return async (c, next) => {
    const identity = c.get('identity');
    const second = Math.floor(now() / 1000);
    const window = await countRequest(db, identity.id, second, RATE_LIMIT_WINDOW_SECONDS, limit);
    if (window.used >= limit) {
      const retryAfter = Math.max(1, (window.first ?? second) + RATE_LIMIT_WINDOW_SECONDS - second);
      c.header('Retry-After', String(retryAfter));
      return apiErrorResponse(
        c,
        429,
        'too-many-requests',
        `More than ${limit} requests in 5 minutes for ${identity.name}; retry in ${retryAfter} s.`,
      );
    }
    await next();
  };
}
