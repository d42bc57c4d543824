import { createHmac } from 'node:crypto';
import { requestSignaturePayload, type SignedRequest } from '../../shared/request-signature';

export interface SignatureInput extends SignedRequest {
  secret: string;
}

/** Lowercase hex of HMAC-SHA256(secret, timestamp + METHOD + path + body), as the provider specifies. */
export function computeSignature({ secret, ...request }: SignatureInput): string {
  return createHmac('sha256', secret).update(requestSignaturePayload(request)).digest('hex');
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
