import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SignatureInput {
  secret: string;
  timestamp: string;
  method: string;
  /** Path including `/platform` and the query string. */
  path: string;
  /** Raw request body, empty when there is none. */
  body: string;
}

/** Lowercase hex of HMAC-SHA256(secret, timestamp + METHOD + path + body), as the provider specifies. */
export function computeSignature({
  secret,
  timestamp,
  method,
  path,
  body,
}: SignatureInput): string {
  return createHmac('sha256', secret)
    .update(timestamp + method.toUpperCase() + path + body)
    .digest('hex');
}

export interface Credentials {
  apiKey: string;
  apiSecret: string;
}

export function signedHeaders(
  credentials: Credentials,
  request: Omit<SignatureInput, 'secret' | 'timestamp'>,
  now: number = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  return {
    Authorization: `ApiKey ${credentials.apiKey}`,
    'X-Timestamp': timestamp,
    'X-Signature': computeSignature({ ...request, secret: credentials.apiSecret, timestamp }),
  };
}

/** Constant-time comparison of two hex signatures. */
export function signaturesMatch(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
