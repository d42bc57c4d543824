import { Hono, type Context } from 'hono';
import { webhookEventSchema } from '../../shared/contracts/webhooks';
import type { Database } from '../../store/sql-client';
import { storeEvent } from './events-repository';
import { checkWebhook } from './webhook-signature';

export interface WebhookRouteOptions {
  db: Database;
  /** The secret shared with the provider; without one every webhook is refused. */
  secret: string | undefined;
  now: () => number;
  /** Acts on a newly stored event, after the provider has its answer. */
  process: (seq: number) => Promise<void>;
  /** Told of every refused webhook, so it goes on the record. */
  refused?: (
    refusal: { reason: string; status: number; message: string },
    c: Context,
  ) => Promise<unknown>;
}

function parsedJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * POST /webhooks/copper: the provider's signed webhooks. Each is checked, validated, stored
 * once by its event id (a repeat answers 200 and changes nothing) and answered at once; what
 * it means for people is worked out after the answer. A refusal says why, echoes nothing of
 * the body, and is logged.
 */
export function webhookRoute({ db, secret, now, process, refused }: WebhookRouteOptions) {
  const app = new Hono();
  app.post('/copper', async (c) => {
    const refuse = async (status: 400 | 401, reason: string, message: string) => {
      console.warn(`Webhook refused (${reason})`);
      await refused?.({ reason, status, message }, c);
      return c.json({ error: reason, message }, status);
    };
    if (secret === undefined) {
      return refuse(
        401,
        'webhooks-not-configured',
        'This server has no webhook secret (COPPER_WEBHOOK_SECRET).',
      );
    }
    const rawBody = await c.req.text();
    const check = checkWebhook({
      secret,
      timestamp: c.req.header('x-timestamp'),
      signature: c.req.header('x-signature'),
      rawBody,
      nowMs: now(),
    });
    if (!check.ok) return refuse(401, check.reason, check.message);
    const parsed = webhookEventSchema.safeParse(parsedJson(rawBody));
    if (!parsed.success) return refuse(400, 'bad-request', 'The webhook is not a WebhookEvent.');
    const seq = await storeEvent(db, parsed.data, now());
    if (seq !== undefined) {
      setImmediate(() => {
        process(seq).catch((error: unknown) =>
          console.error(`Webhook ${check.eventId} failed`, error),
        );
      });
    }
    return c.json({ received: true, duplicate: seq === undefined });
  });
  return app;
}
