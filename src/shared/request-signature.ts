/** The parts of a request the provider's signature covers. */
export interface SignedRequest {
  /** Epoch milliseconds, as sent in `X-Timestamp`. */
  timestamp: string;
  method: string;
  /** Path including `/platform` and the query string. */
  path: string;
  /** Raw request body, empty when there is none. */
  body: string;
}

/**
 * The text the provider's `X-Signature` is an HMAC-SHA256 of: timestamp,
 * METHOD, path and body, concatenated. Declared once here so the signing
 * server and the sandbox, which verifies as the provider does, cannot drift.
 */
export function requestSignaturePayload({ timestamp, method, path, body }: SignedRequest): string {
  return timestamp + method.toUpperCase() + path + body;
}

/**
 * The text a provider webhook's `X-Signature` is an HMAC-SHA256 of: the `X-Timestamp` header,
 * the event's id and the raw body, concatenated.
 */
export function webhookSignaturePayload(timestamp: string, eventId: string, rawBody: string) {
  return timestamp + eventId + rawBody;
}
