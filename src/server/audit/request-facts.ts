import { randomUUID } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/** Where a request came from, as the audit log records it. */
export interface RequestFacts {
  id: string;
  ip: string | undefined;
  userAgent: string | undefined;
}

export interface RequestFactsVariables {
  request: RequestFacts;
}

/** A caller's own request id is kept when it is a plain token; anything else gets a fresh one. */
const SAFE_ID = /^[\w.-]{1,100}$/;

function remoteAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // Not served by Node (an in-process test request): there is no socket to read.
    return undefined;
  }
}

/**
 * Gives every request an id (answered in X-Request-Id, so a person can quote it) and notes
 * its address and user agent. A proxy's X-Forwarded-For is noted beside the address, not
 * instead of it: a client can write that header itself.
 */
export function requestFacts(): MiddlewareHandler<{ Variables: RequestFactsVariables }> {
  return async (c, next) => {
    const given = c.req.header('x-request-id');
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    const address = remoteAddress(c);
    const facts: RequestFacts = {
      id: given !== undefined && SAFE_ID.test(given) ? given : randomUUID(),
      ip: forwarded ? `${address ?? 'unknown'} (forwarded for ${forwarded})` : address,
      userAgent: c.req.header('user-agent'),
    };
    c.set('request', facts);
    c.header('X-Request-Id', facts.id);
    await next();
  };
}
