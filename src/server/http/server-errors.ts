import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { StoreBusyError } from '../../store/sql-errors';

/**
 * The dashboard's answer to a request that failed unexpectedly: always `{error, message}` JSON,
 * so the browser can say what happened. A store with no free connection is busy, not broken:
 * 503 with Retry-After, and the person tries again. Responses Hono's own middleware prepared
 * (HTTPException) go out as they are.
 */
export function answerServerError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) return error.getResponse();
  if (error instanceof StoreBusyError) {
    c.header('Retry-After', '1');
    return c.json(
      {
        error: 'service-busy',
        message:
          'The dashboard is busy: every connection to its database is in use. Try again in a moment.',
      },
      503,
    );
  }
  console.error(`${c.req.method} ${new URL(c.req.url).pathname} failed`, error);
  return c.json(
    {
      error: 'internal-error',
      message: 'The dashboard could not answer this request. The error has been logged.',
    },
    500,
  );
}
