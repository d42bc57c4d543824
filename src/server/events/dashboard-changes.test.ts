import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderChangedSchema } from '../../shared/contracts/live-events';
import { dashboardEventTypes } from '../../shared/contracts/webhooks';
import { wireOrderSchema } from '../../shared/contracts/wire-schemas';
import { parseRows } from '../../store/sql-client';
import { browserClient, placeBtcWithdrawal, type BrowserClient } from '../testing/browser-client';
import { openEventStream } from '../testing/sse-reader';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
let olivia: BrowserClient;
let marcus: BrowserClient;
let amara: BrowserClient;

beforeAll(async () => {
  server = await startTestServer({ SANDBOX_LIFECYCLE_STEP_MS: '200' });
  olivia = browserClient(server.baseUrl);
  marcus = browserClient(server.baseUrl);
  amara = browserClient(server.baseUrl);
  await olivia.signIn({ demo: 'olivia-grant' });
  await marcus.signIn({ demo: 'marcus-chen' });
  await amara.signIn({ demo: 'amara-okafor' });
});
afterAll(async () => {
  await server.close();
});

/** A Treasury Vault withdrawal (two approvals needed), once it waits for its co-signers. */
async function waitingVaultWithdrawal(): Promise<string> {
  const created = await placeBtcWithdrawal(olivia, {
    portfolio: 'Treasury Vault',
    amount: '0.0042',
    externalOrderId: `dashboard-change-${randomUUID()}`,
  });
  await expect
    .poll(
      async () =>
        wireOrderSchema.parse(
          await (await olivia.send(`/platform/orders/${created.orderId}`)).json(),
        ).status,
      { timeout: 10_000 },
    )
    .toBe('co-sign-require');
  // The provider's webhook for that status is written after the status itself; wait for it so
  // the events below are in the order they happened, not in the order a busy machine ran them.
  await expect
    .poll(() => eventTypes(created.orderId), { timeout: 10_000 })
    .toContain('order-co-sign-required');
  return created.orderId;
}

async function eventTypes(orderId: string): Promise<string[]> {
  const { rows } = await server.store.query(
    `SELECT event_type FROM webhook_events WHERE payload->>'orderId' = $1 ORDER BY seq`,
    [orderId],
  );
  return parseRows(z.object({ event_type: z.string() }), rows).map((row) => row.event_type);
}

const coSign = {
  method: 'PATCH',
  headers: { 'content-type': 'application/vnd.co-sign-order+json' },
  body: '{}',
};

describe('a change made through the dashboard', () => {
  it('reaches every open stream at once, even a co-signature the provider sends no webhook for', async () => {
    const orderId = await waitingVaultWithdrawal();
    const amaras = await openEventStream(amara);
    const olivias = await openEventStream(olivia);
    const signedAt = Date.now();
    expect((await marcus.send(`/platform/orders/${orderId}`, coSign)).status).toBe(200);
    for (const stream of [amaras, olivias]) {
      const heard = await stream.next(
        (entry) => entry.event === 'order' && entry.data.includes(orderId),
        2_000,
      );
      expect(orderChangedSchema.parse(JSON.parse(heard.data))).toMatchObject({
        eventType: dashboardEventTypes.coSignOrder,
        orderId,
        status: 'co-sign-require',
      });
    }
    expect(Date.now() - signedAt).toBeLessThan(2_000);
    // The provider's own events for the order never said it: the status did not move.
    const types = await eventTypes(orderId);
    expect(types).toEqual([
      'withdraw-created',
      'order-co-sign-required',
      'dashboard-order-co-signed',
    ]);
    await amaras.close();
    await olivias.close();
  }, 30_000);

  it('publishes nothing for a write the provider refused', async () => {
    const orderId = await waitingVaultWithdrawal();
    expect((await marcus.send(`/platform/orders/${orderId}`, coSign)).status).toBe(200);
    // A second co-signature by the same person: the provider refuses it under four eyes.
    expect((await marcus.send(`/platform/orders/${orderId}`, coSign)).status).toBe(409);
    const { rows } = await server.store.query(
      `SELECT event_type FROM webhook_events WHERE payload->>'orderId' = $1 AND event_id LIKE 'dashboard-%'`,
      [orderId],
    );
    expect(rows).toEqual([{ event_type: dashboardEventTypes.coSignOrder }]);
  }, 30_000);
});
