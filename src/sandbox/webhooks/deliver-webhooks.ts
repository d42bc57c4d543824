import type { Database } from '../../store/sql-client';
import { webhookSignature } from '../http/provider-signature';
import {
  leaseDueWebhooks,
  markDelivered,
  retryLater,
  type DueWebhook,
} from '../db/outbox-repository';

/** Where the sandbox's webhooks go, and the secret both sides share. */
export interface WebhookSubscription {
  url: string;
  secret: string;
  subscriptionId: string;
}

export interface DeliveryOptions {
  now?: () => number;
  /** How often the outbox is checked for due webhooks. */
  intervalMs?: number;
  /** Longest a subscriber may take to answer before the attempt counts as failed. */
  timeoutMs?: number;
}

const LEASE_MS = 30_000;
const MAX_BACKOFF_MS = 5 * 60_000;

/** 1 s, 2 s, 4 s … up to five minutes between attempts. */
export function backoffMs(attempts: number): number {
  return Math.min(1_000 * 2 ** attempts, MAX_BACKOFF_MS);
}

async function deliver(
  hook: DueWebhook,
  subscription: WebhookSubscription,
  now: number,
  timeoutMs: number,
) {
  const body = JSON.stringify({
    eventId: hook.event_id,
    event: hook.event_type,
    subscriptionId: subscription.subscriptionId,
    payload: hook.payload,
  });
  const timestamp = String(now);
  const response = await fetch(subscription.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Timestamp': timestamp,
      'X-Signature': webhookSignature(subscription.secret, timestamp, hook.event_id, body),
    },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  });
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new Error(`The subscriber answered ${response.status}`);
}

/**
 * Sends the sandbox's webhooks as the provider does: signed, POSTed over real
 * HTTP, at least once. A failed attempt is retried with backoff under the
 * same event id, so the subscriber can tell a retry from a new event. Every
 * instance may run this: leases keep two from sending the same webhook at once.
 */
export function startWebhookDelivery(
  db: Database,
  subscription: WebhookSubscription,
  { now = Date.now, intervalMs = 200, timeoutMs = 10_000 }: DeliveryOptions = {},
) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  async function round(): Promise<void> {
    const due = await leaseDueWebhooks(db, now(), LEASE_MS, 20);
    for (const hook of due) {
      try {
        await deliver(hook, subscription, now(), timeoutMs);
        await markDelivered(db, hook.seq, now());
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await retryLater(db, hook.seq, backoffMs(hook.attempts), reason, now());
      }
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => {
      current = round()
        .catch((error: unknown) => console.error('Sandbox webhook delivery failed', error))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  }

  schedule();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
