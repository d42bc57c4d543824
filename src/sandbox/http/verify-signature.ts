import type { MiddlewareHandler } from 'hono';
import { findIdentityByApiKey, type SandboxIdentity } from '../identities';
import { providerSignature, sameSignature } from './provider-signature';
import { apiErrorResponse } from './api-error-response';

/** How far a request's timestamp may be from the sandbox clock, as the provider allows. */
export const SIGNATURE_MAX_AGE_MS = 30_000;

export interface SandboxVariables {
  identity: SandboxIdentity;
}

/**
 * Checks `Authorization: ApiKey`, `X-Timestamp` and `X-Signature` the way the
 * provider does, so sandbox mode exercises the production signing code.
 */
export function verifySignature(
  now: () => number,
): MiddlewareHandler<{ Variables: SandboxVariables }> {
  return async (c, next) => {
    const authorization = c.req.header('authorization') ?? '';
    const apiKey = /^ApiKey (\S+)$/.exec(authorization)?.[1];
    const identity = apiKey ? findIdentityByApiKey(apiKey) : undefined;
    if (!identity) {
      return apiErrorResponse(c, 401, 'invalid-api-key', 'Unknown or missing API key.');
    }
    const timestamp = c.req.header('x-timestamp') ?? '';
    if (
      !/^\d{1,16}$/.test(timestamp) ||
      Math.abs(now() - Number(timestamp)) > SIGNATURE_MAX_AGE_MS
    ) {
      return apiErrorResponse(
        c,
        401,
        'invalid-timestamp',
        'X-Timestamp is missing or more than 30 seconds away from server time.',
      );
    }
    const url = new URL(c.req.url);
    const expected = providerSignature(identity.apiSecret, {
      timestamp,
      method: c.req.method,
      path: url.pathname + url.search,
      body: await c.req.text(),
    });
    if (!sameSignature(expected, c.req.header('x-signature') ?? '')) {
      return apiErrorResponse(
        c,
        401,
        'invalid-signature',
        'X-Signature does not match the request.',
      );
    }
    c.set('identity', identity);
    await next();
  };
}
