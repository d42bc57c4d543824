import { createHmac, timingSafeEqual } from 'node:crypto';
import { webhookSignaturePayload } from '../../shared/request-signature';

/** How far a webhook's X-Timestamp may be from this server's clock. */
export const WEBHOOK_MAX_SKEW_MS = 5 * 60_000;

export type WebhookCheck =
  | { ok: true; eventId: string }
  | { ok: false; reason: 'stale-timestamp' | 'invalid-signature'; message: string };

/**
 * Checks a webhook the way the provider signs it: hex HMAC-SHA256 with the shared secret over
 * X-Timestamp, the event id and the raw body, compared in constant time; a timestamp more
 * than five minutes off is refused, so a captured webhook cannot be replayed later.
 */
export function checkWebhook(input: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string;
  nowMs: number;
}): WebhookCheck {
  const timestamp = input.timestamp ?? '';
  if (
    !/^\d{1,16}$/.test(timestamp) ||
    Math.abs(input.nowMs - Number(timestamp)) > WEBHOOK_MAX_SKEW_MS
  ) {
    return {
      ok: false,
      reason: 'stale-timestamp',
      message: 'X-Timestamp is missing or more than 5 minutes off.',
    };
  }
  let eventId: unknown;
  try {
    const parsed: unknown = JSON.parse(input.rawBody);
    eventId =
      typeof parsed === 'object' && parsed !== null && 'eventId' in parsed
        ? parsed.eventId
        : undefined;
  } catch {
    eventId = undefined;
  }
  const expected =
    typeof eventId === 'string'
      ? createHmac('sha256', input.secret)
          .update(webhookSignaturePayload(timestamp, eventId, input.rawBody))
          .digest()
      : undefined;
  const given = Buffer.from(input.signature ?? '', 'hex');
  if (
    expected === undefined ||
    typeof eventId !== 'string' ||
    given.length !== expected.length ||
    !timingSafeEqual(given, expected)
  ) {
    return {
      ok: false,
      reason: 'invalid-signature',
      message: 'X-Signature does not match this webhook.',
    };
  }
  return { ok: true, eventId };
}
