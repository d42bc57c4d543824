import { z } from 'zod';

/** Body of every non-2xx response: `{ error: "<code>", message: "<text>" }`. */
export const errorBodySchema = z.looseObject({
  error: z.string(),
  message: z.string(),
});

export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * A non-2xx answer from the API, carrying the provider's error code and message.
 * `retryAfterSeconds` is the answer's `Retry-After` (seconds form), when it gave a valid one:
 * on a 429 it says when the rate limit lets this identity through again.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * A 2xx answer whose body does not match its contract's envelope (not JSON, not an object,
 * no list…). Distinct from ApiError because a write may have succeeded: the UI must not
 * claim it failed. `write` tells a write (POST, PATCH) from a read, which changed nothing.
 */
export class ResponseShapeError extends Error {
  override readonly name = 'ResponseShapeError';

  constructor(
    readonly path: string,
    readonly issues: string,
    readonly write = false,
  ) {
    super(`Unexpected answer from ${path}: ${issues}`);
  }
}
