import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { maxBulkJsonBytes } from '../../shared/contracts/create-order';
import { maxJsonBytes } from '../../shared/contracts/request-limits';

/** A provider event carries one resource (a settlement with its instructions, say). */
const maxWebhookBytes = 1024 * 1024;

/** The most a request to `method path` may send. */
export function maxBodyBytes(method: string, path: string): number {
  if (method === 'POST' && path === '/platform/orders/') return maxBulkJsonBytes;
  if (path.startsWith('/webhooks/')) return maxWebhookBytes;
  return maxJsonBytes;
}

function describeBytes(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MiB`
    : `${Math.round(bytes / 1024)} KiB`;
}

/**
 * Refuses a body larger than its endpoint can use with 413, before it is read
 * into memory: a declared Content-Length is judged as it stands, a chunked body
 * is counted as it arrives and dropped at the limit. Before this, a 200 MB body
 * was read whole (3.2 GB of server memory) and larger ones placed orders.
 */
export function requestBodyLimit(): MiddlewareHandler {
  const limits = new Map<number, MiddlewareHandler>();
  const limitOf = (maxSize: number): MiddlewareHandler => {
    const known = limits.get(maxSize);
    if (known !== undefined) return known;
    const created = bodyLimit({
      maxSize,
      onError: (c) =>
        c.json(
          {
            error: 'payload-too-large',
            message: `The request body is larger than ${describeBytes(maxSize)}, the most ${c.req.method} ${new URL(c.req.url).pathname} takes.`,
          },
          413,
        ),
    });
    limits.set(maxSize, created);
    return created;
  };
  return async (c, next) =>
    limitOf(maxBodyBytes(c.req.method, new URL(c.req.url).pathname))(c, next);
}
