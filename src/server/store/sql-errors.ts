/**
 * Whether a query failed on a UNIQUE constraint (SQLSTATE 23505). Both engines report the
 * PostgreSQL code on the error they throw, so callers can turn a lost race into a clear answer.
 */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
