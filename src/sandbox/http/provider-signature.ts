import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  requestSignaturePayload,
  webhookSignaturePayload,
  type SignedRequest,
} from '../../shared/request-signature';

/**
 * The provider's side of request signing: what it expects in `X-Signature`
 * for a request made with `secret`. Scripts and tests that call the sandbox
 * directly sign with it too.
 */
export function providerSignature(secret: string, request: SignedRequest): string {
  return createHmac('sha256', secret).update(requestSignaturePayload(request)).digest('hex');
}

/** Constant-time comparison, so a forger learns nothing from how fast a guess fails. */
export function sameSignature(expected: string, received: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(received, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The provider's `X-Signature` for a webhook it sends: over timestamp, event id and raw body. */
export function webhookSignature(
  secret: string,
  timestamp: string,
  eventId: string,
  rawBody: string,
): string {
  return createHmac('sha256', secret)
    .update(webhookSignaturePayload(timestamp, eventId, rawBody))
    .digest('hex');
}
