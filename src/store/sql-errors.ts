/**
 * Whether a query failed on a UNIQUE constraint (SQLSTATE 23505). Both engines report the
 * PostgreSQL code on the error they throw, so callers can turn a lost race into a clear answer.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

/**
 * No connection came free (or could be opened) within the store's connect timeout: the store
 * is busy or out of reach, not broken. Requests that meet it are answered 503 with
 * Retry-After, so the person or script can try again, instead of a bare 500.
 */
export class StoreBusyError extends Error {
  constructor(options?: ErrorOptions) {
    super('Every connection to the store is in use; try again in a moment.', options);
    this.name = 'StoreBusyError';
  }
}

/** `pg`'s pool rejects a wait for a connection with exactly this message. */
const POOL_WAIT_TIMEOUT = 'timeout exceeded when trying to connect';

/** The error to throw for a failed connection attempt: a StoreBusyError when the pool timed out. */
export function busyOr(error: unknown): unknown {
  return error instanceof Error && error.message === POOL_WAIT_TIMEOUT
    ? new StoreBusyError({ cause: error })
    : error;
}
