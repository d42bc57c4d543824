import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../../shared/api-error';

/** Every refusal of the sandbox has the provider's body: `{error, message}`. */
export function apiErrorResponse(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  message: string,
): Response {
  const body: ErrorBody = { error, message };
  return c.json(body, status);
}

export const errorCodes = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
  500: 'internal-error',
} as const;
