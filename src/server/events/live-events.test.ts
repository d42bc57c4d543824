import { createHmac, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  notificationEventSchema,
  notificationsResponseSchema,
  orderChangedSchema,
} from '../../shared/contracts/live-events';
import { parseRows } from '../../store/sql-client';
import { browserClient, placeBtcWithdrawal, type BrowserClient } from '../testing/browser-client';
import { sseReader } from '../testing/sse-reader';
import { freePort, startTestServer, type TestServer } from '../testing/test-server';

const SECRET = 'test-webhook-secret-0123456789';
let server: TestServer;
let smtp: SMTPServer;
const mail: { to: string; text: string }[] = [];
let olivia: BrowserClient;
let marcus: BrowserClient;

function signedWebhook(body: unknown, options: { secret?: string; timestamp?: number } = {}) {
  const raw = JSON.stringify(body);
  const eventId = z.object({ eventId: z.string() }).parse(body).eventId;
  const timestamp = String(options.timestamp ?? Date.now());
  const signature = createHmac('sha256', options.secret ?? SECRET)
    .update(timestamp + eventId + raw)
    .digest('hex');
  return fetch(`${server.baseUrl}/webhooks/copper`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': signature,
    },
    body: raw,
  });
}

function event(type: string, payload: Record<string, unknown> = { anything: true }) {
  return { eventId: randomUUID(), event: type, subscriptionId: 'sub-1', payload };
}

async function openStream(browser: BrowserClient, lastEventId?: string) {
  const response = await browser.send('/api/events', {
    headers: lastEventId === undefined ? {} : { 'last-event-id': lastEventId },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  expect(response.headers.get('x-accel-buffering')).toBe('no');
  return sseReader(response);
}

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        // The body travels quoted-printable: undo its soft line breaks and escapes.
        const decoded = text
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        mail.push({
          to: session.envelope.rcptTo.map((entry) => entry.address).join(','),
          text: decoded,
        });
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  smtp.listen(smtpPort, '127.0.0.1');
  await once(smtp.server, 'listening');
  server = await startTestServer({
    COPPER_WEBHOOK_SECRET: SECRET,
    SANDBOX_LIFECYCLE_STEP_MS: '300',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  olivia = browserClient(server.baseUrl);
  marcus = browserClient(server.baseUrl);
  await olivia.signIn({ demo: 'olivia-grant' });
  await marcus.signIn({ demo: 'marcus-chen' });
});
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('the webhook receiver', () => {
  it('accepts a correctly signed webhook once; a repeat answers 200 and changes nothing', async () => {
    const hook = event('withdraw-completed');
    expect(await (await signedWebhook(hook)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await signedWebhook(hook)).json()).toEqual({ received: true, duplicate: true });
    const { rows } = await server.store.query(
      'SELECT count(*)::int AS n FROM webhook_events WHERE event_id = $1',
      [hook.eventId],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it('refuses a wrong secret, a stale or missing timestamp and a forged body with 401, echoing nothing', async () => {
    const hook = event('withdraw-completed', { secretMarker: 'do-not-echo' });
    for (const response of [
      await signedWebhook(hook, { secret: 'another-secret-entirely' }),
      await signedWebhook(hook, { timestamp: Date.now() - 6 * 60_000 }),
      await fetch(`${server.baseUrl}/webhooks/copper`, {
        method: 'POST',
        body: JSON.stringify(hook),
      }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.text()).not.toContain('do-not-echo');
    }
    const { rows } = await server.store.query('SELECT 1 FROM webhook_events WHERE event_id = $1', [
      hook.eventId,
    ]);
    expect(rows).toEqual([]);
  });

  it('stores an event of a type it does not know, and answers 200', async () => {
    const hook = event('brand-new-event-type');
    expect((await signedWebhook(hook)).status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await server.store.query(
              'SELECT processed_at IS NOT NULL AS done FROM webhook_events WHERE event_id = $1',
              [hook.eventId],
            )
          ).rows,
      )
      .toEqual([{ done: true }]);
  });
});

describe('from a sandbox change to the browser', () => {
  it('a new order reaches open streams, and its approvers are told and emailed once', async () => {
    const stream = await openStream(marcus);
    const created = await placeBtcWithdrawal(olivia, {
      portfolio: 'Treasury Vault',
      amount: '0.0123',
      externalOrderId: `live-${randomUUID()}`,
    });
    const about = (kind: string) => (entry: { event: string; data: string }) =>
      entry.event === kind && entry.data.includes(created.orderId);
    const createdEvent = await stream.next(about('order'));
    expect(orderChangedSchema.parse(JSON.parse(createdEvent.data))).toMatchObject({
      eventType: 'withdraw-created',
      orderId: created.orderId,
    });
    const notice = await stream.next(about('notification'));
    expect(notificationEventSchema.parse(JSON.parse(notice.data))).toMatchObject({
      orderId: created.orderId,
      kind: 'co-sign',
      amount: '0.0123',
    });
    const listed = notificationsResponseSchema.parse(
      await (await marcus.send('/api/notifications')).json(),
    );
    expect(listed.notifications[0]).toMatchObject({ orderId: created.orderId, read: false });
    // Olivia created it: she is not told.
    const hers = notificationsResponseSchema.parse(
      await (await olivia.send('/api/notifications')).json(),
    );
    expect(hers.notifications.map((entry) => entry.orderId)).not.toContain(created.orderId);

    await expect
      .poll(() => mail.filter((message) => message.text.includes(created.orderId)).length)
      .toBe(2);
    const toMarcus = mail.find(
      (message) =>
        message.to === 'marcus.chen@northwind.example' && message.text.includes(created.orderId),
    );
    expect(toMarcus?.text).toMatch(/Approval code: [0-9A-Z]{3}-[0-9A-Z]{3}/);
    expect(toMarcus?.text).toContain('Amount: 0.0123 BTC');
    expect(toMarcus?.text).toContain(`/co-sign/${created.orderId}`);
    expect(toMarcus?.text).not.toMatch(/approve\?|token=/i);
    await stream.close();

    // A reconnecting browser gets what it missed since the last event it saw.
    const resumed = await openStream(marcus, createdEvent.id);
    const missed = await resumed.next(about('notification'));
    expect(JSON.parse(missed.data)).toMatchObject({ orderId: created.orderId });
    await resumed.close();
    const ids = parseRows(
      z.object({ event_type: z.string() }),
      (
        await server.store.query(
          `SELECT event_type FROM webhook_events WHERE payload->>'orderId' = $1 ORDER BY seq`,
          [created.orderId],
        )
      ).rows,
    ).map((row) => row.event_type);
    expect(ids.slice(0, 2)).toEqual(['withdraw-created', 'order-co-sign-required']);
  }, 60_000);
});
