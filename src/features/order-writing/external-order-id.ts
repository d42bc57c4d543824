/**
 * A fresh client-side order reference. Generate it once per submission attempt and send
 * the same value on every retry: the API answers a repeated `(portfolioId, externalOrderId)`
 * with 409, which is how a retry after an unknown outcome avoids creating a second order.
 */
export function newExternalOrderId(): string {
  return crypto.randomUUID();
}
