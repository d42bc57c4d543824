import { randomUUID } from 'node:crypto';
import { Agent, request as undiciRequest } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import { maxBulkJsonBytes } from '../../shared/contracts/create-order';
import { maxOrderJsonBytes } from '../../shared/contracts/request-limits';
import { webhookSignature } from '../../sandbox/http/provider-signature';
import { parseFirstRow } from '../../store/sql-client';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { floodBody } from '../testing/flood-body';
import { startTestServer, type TestServer } from '../testing/test-server';
import { z } from 'zod';

let server: TestServer;
let olivia: BrowserClient;

beforeAll(async () => {
  server = await startTestServer();
  olivia = browserClient(server.baseUrl);
  await olivia.signIn({ demo: 'olivia-grant' });
});
afterAll(async () => {
  await server.close();
});

async function storedOrders(): Promise<number> {
  const response = await olivia.send('/platform/orders?orderTypes=withdraw,deposit&limit=1000');
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null && 'orders' in body && Array.isArray(body.orders)
    ? body.orders.length
    : -1;
}

/** A valid order padded with spaces (valid JSON whitespace) to `bytes`. */
function paddedOrder(bytes: number): string {
  const order = JSON.stringify({
    orderType: 'withdraw',
    externalOrderId: `padded-${bytes}`,
    portfolioId: 'any',
    baseCurrency: 'BTC',
    amount: '0.001',
    blockchainTransactionType: 'send',
  });
  return order.slice(0, -1) + ' '.repeat(bytes - order.length) + '}';
}

describe('request body limits', () => {
  // Before the fix, 10 MB and 50 MB bodies were read whole and placed orders.
  it('refuses 10 MB and 50 MB order bodies with 413 before reading them', async () => {
    const before = await storedOrders();
    for (const megabytes of [10, 50]) {
      const response = await olivia.send('/platform/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: paddedOrder(megabytes * 1024 * 1024),
      });
      expect(response.status).toBe(413);
      const body = errorBodySchema.parse(await response.json());
      expect(body).toEqual({
        error: 'payload-too-large',
        message: 'The request body is larger than 64 KiB, the most POST /platform/orders takes.',
      });
    }
    expect(await storedOrders()).toBe(before);
  });

  // Before the fix, a 200 MB body ended in a 500 with 3.2 GB of server memory.
  it('stops a 200 MB chunked body at the limit, without holding it in memory', async () => {
    const cookie = [...(olivia.cookies(new URL(server.baseUrl).host) ?? new Map()).entries()]
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const rssBefore = process.memoryUsage().rss;
    const status = await floodBody(
      new URL('/platform/orders', server.baseUrl),
      { 'content-type': 'application/json', origin: server.baseUrl, cookie },
      200,
    );
    expect(status).toBe(413);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('lets a bulk of 49 of the largest orders through, and no more', async () => {
    expect(maxBulkJsonBytes).toBe(49 * maxOrderJsonBytes + 1024);
    const bulk = (bytes: number) => {
      const envelope = '{"orders":[]}';
      return `{"orders":[${' '.repeat(bytes - envelope.length)}]}`;
    };
    const send = (body: string) =>
      olivia.send('/platform/orders/', {
        method: 'POST',
        headers: { 'content-type': 'application/vnd.create-orders+json' },
        body,
      });
    // At the limit the body is read and judged by the API (an empty bulk: 400); past it, 413.
    expect((await send(bulk(maxBulkJsonBytes))).status).toBe(400);
    expect((await send(bulk(maxBulkJsonBytes + 1))).status).toBe(413);
  });

  // The README promises 1 MiB; a limit raised 16-fold went unnoticed before.
  it('takes a signed webhook of exactly 1 MiB, and refuses one byte more before reading it', async () => {
    const limit = 1024 * 1024;
    const { rows } = await server.store.query(
      `SELECT value FROM server_secrets WHERE name = 'sandbox-webhook-secret'`,
    );
    const secret = parseFirstRow(z.object({ value: z.string() }), rows)?.value ?? '';
    const webhook = (bytes: number) => {
      const eventId = randomUUID();
      const head = JSON.stringify({
        eventId,
        event: 'test-padding',
        subscriptionId: 'sub-body-limit',
        payload: {},
      });
      const body = head.slice(0, -1) + ' '.repeat(bytes - head.length) + '}';
      const timestamp = String(Date.now());
      const signature = webhookSignature(secret, timestamp, eventId, body);
      // A connection of its own: an earlier test's 413 may have left the shared pool's closing.
      return undiciRequest(`${server.baseUrl}/webhooks/copper`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-timestamp': timestamp,
          'x-signature': signature,
        },
        body,
        dispatcher: new Agent({ pipelining: 0 }),
      });
    };
    const atLimit = await webhook(limit);
    expect(atLimit.statusCode).toBe(200);
    expect(await atLimit.body.json()).toEqual({ received: true, duplicate: false });
    const over = await webhook(limit + 1);
    expect(over.statusCode).toBe(413);
    expect(errorBodySchema.parse(await over.body.json())).toEqual({
      error: 'payload-too-large',
      message: 'The request body is larger than 1.0 MiB, the most POST /webhooks/copper takes.',
    });
  });
});
