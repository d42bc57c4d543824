import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkWebhook } from './webhook-signature';

const secret = 'shared-webhook-secret';
const now = 1_800_000_000_000;
const rawBody = JSON.stringify({
  eventId: 'ev-1',
  event: 'withdraw-completed',
  subscriptionId: 's',
  payload: {},
});

function sign(timestamp: string, body = rawBody, key = secret, eventId = 'ev-1') {
  return createHmac('sha256', key)
    .update(timestamp + eventId + body)
    .digest('hex');
}

describe('webhook signatures', () => {
  it('accept HMAC-SHA256 over timestamp, event id and raw body', () => {
    const timestamp = String(now - 60_000);
    expect(
      checkWebhook({ secret, timestamp, signature: sign(timestamp), rawBody, nowMs: now }),
    ).toEqual({
      ok: true,
      eventId: 'ev-1',
    });
  });

  it('refuse another secret, a changed body, and a signature that names another event', () => {
    const timestamp = String(now);
    const refused = (signature: string, body = rawBody) =>
      checkWebhook({ secret, timestamp, signature, rawBody: body, nowMs: now });
    expect(refused(sign(timestamp, rawBody, 'other-secret'))).toMatchObject({
      ok: false,
      reason: 'invalid-signature',
    });
    expect(refused(sign(timestamp), rawBody.replace('completed', 'failed'))).toMatchObject({
      ok: false,
    });
    expect(refused(sign(timestamp, rawBody, secret, 'ev-2'))).toMatchObject({ ok: false });
    expect(refused('not-hex')).toMatchObject({ ok: false });
    expect(refused(sign(timestamp), '{not json')).toMatchObject({
      ok: false,
      reason: 'invalid-signature',
    });
  });

  it('refuse a timestamp more than five minutes off, either way, or none', () => {
    for (const timestamp of [
      String(now - 5 * 60_000 - 1),
      String(now + 5 * 60_000 + 1),
      'soon',
      undefined,
    ]) {
      expect(
        checkWebhook({ secret, timestamp, signature: sign(timestamp ?? ''), rawBody, nowMs: now }),
      ).toMatchObject({ ok: false, reason: 'stale-timestamp' });
    }
  });
});
