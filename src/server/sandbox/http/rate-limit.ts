import type { MiddlewareHandler } from 'hono';
import { apiErrorResponse } from './api-error-response';
import type { SandboxVariables } from './verify-signature';

export const RATE_LIMIT_WINDOW_MS = 5 * 60_000;
export const DEFAULT_RATE_LIMIT = 1000;

/**
 * The provider's limit of requests per five minutes per user, over a sliding
 * window counted in one-second buckets. A refused request answers 429 with
 * `Retry-After`: the seconds until the oldest counted request leaves the window.
 */
export function rateLimit(
  limit: number,
  now: () => number,
): MiddlewareHandler<{ Variables: SandboxVariables }> {
  const buckets = new Map<string, { second: number; count: number }[]>();
  return async (c, next) => {
    const identity = c.get('identity');
    const nowMs = now();
    const second = Math.floor(nowMs / 1000);
    const oldest = second - RATE_LIMIT_WINDOW_MS / 1000;
    const recent = (buckets.get(identity.id) ?? []).filter((bucket) => bucket.second > oldest);
    const used = recent.reduce((total, bucket) => total + bucket.count, 0);
    if (used >= limit) {
      buckets.set(identity.id, recent);
      const first = recent[0]?.second ?? second;
      const retryAfter = Math.max(1, first + RATE_LIMIT_WINDOW_MS / 1000 - second);
      c.header('Retry-After', String(retryAfter));
      return apiErrorResponse(
        c,
        429,
        'too-many-requests',
        `More than ${limit} requests in 5 minutes for ${identity.name}; retry in ${retryAfter} s.`,
      );
    }
    const last = recent.at(-1);
    if (last?.second === second) last.count += 1;
    else recent.push({ second, count: 1 });
    buckets.set(identity.id, recent);
    await next();
  };
}
