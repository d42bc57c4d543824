import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseProviderBudget } from '../../shared/provider-budget';
import { browserClient, type BrowserClient } from '../testing/browser-client';
import { sseReader } from '../testing/sse-reader';
import { startTestServer, type TestServer } from '../testing/test-server';

const TOKEN = 'metrics-token-for-tests-0123';
const WEBHOOK_SECRET = 'test-webhook-secret-0123456789';
let server: TestServer;
let henrik: BrowserClient;

/** The value of one sample of a Prometheus text scrape (0 when the series is absent). */
function sample(scrape: string, series: string): number {
  const line = scrape.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

async function scrape(): Promise<string> {
  const response = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/plain');
  return response.text();
}

function signedWebhook(payload: unknown) {
  const eventId = randomUUID();
  const raw = JSON.stringify({ eventId, event: 'order-approved', subscriptionId: 's', payload });
  const timestamp = String(Date.now());
  return fetch(`${server.baseUrl}/webhooks/copper`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-timestamp': timestamp,
      'x-signature': createHmac('sha256', WEBHOOK_SECRET)
        .update(timestamp + eventId + raw)
        .digest('hex'),
    },
    body: raw,
  });
}

beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: TOKEN, COPPER_WEBHOOK_SECRET: WEBHOOK_SECRET });
  henrik = browserClient(server.baseUrl);
  await henrik.signIn({ demo: 'henrik-larsen' });
});
afterAll(async () => {
  await server.close();
});

describe('GET /metrics', () => {
  it('shows nothing without its bearer token, a session cookie included', async () => {
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.baseUrl}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('http_requests_total');
    expect((await henrik.send('/metrics')).status).toBe(401);
  });

  it('counts known traffic: requests by route and status, upstream requests by key, hits and coalesced reads', async () => {
    const before = await scrape();
    const first = await henrik.send('/platform/currencies');
    expect(parseProviderBudget(first.headers.get('provider-budget'))?.state).toBe('ok');
    await henrik.send('/platform/currencies');
    await henrik.send('/platform/currencies');
    await Promise.all(Array.from({ length: 10 }, () => henrik.send('/platform/wallets')));
    expect((await henrik.send('/platform/nothing-here')).status).toBe(404);
    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);

    const route = (name: string, status = 200) =>
      `http_requests_total{route="/platform ${name}",method="GET",status="${status}"}`;
    expect(delta(route('listCurrencies'))).toBe(3);
    expect(delta(route('listWallets'))).toBe(10);
    expect(
      delta('http_requests_total{route="/platform (not forwarded)",method="GET",status="404"}'),
    ).toBe(1);
    // Henrik's own sandbox key, by its last four characters only.
    expect(delta('upstream_requests_total{key="…d3f9"}')).toBe(2);
    expect(after).not.toContain('sbx-risk-5a07d3f9');
    expect(delta('read_cache_misses_total')).toBe(2);
    expect(delta('read_cache_hits_total') + delta('coalesced_reads_total')).toBe(11);
    expect(sample(after, 'upstream_budget_remaining{key="…d3f9"}')).toBeGreaterThan(0);
    expect(after).toContain('store_pool_connections');
    expect(after).toContain('sampler_last_run_timestamp_seconds');
  });

  it('refetches an order once its webhook is in, and shows the stream and the lag', async () => {
    const { orders } = z
      .object({ orders: z.array(z.looseObject({ orderId: z.string() })) })
      .parse(await (await henrik.send('/platform/orders?orderTypes=withdraw&limit=1')).json());
    const order = orders[0];
    if (order === undefined) throw new Error('The sandbox has no withdrawal');
    const path = `/platform/orders/${order.orderId}`;
    await henrik.send(path);
    const stream = sseReader(await henrik.send('/api/events'));
    await stream.next((event) => event.event === 'ready');
    const before = await scrape();
    await henrik.send(path);
    expect((await signedWebhook(order)).status).toBe(200);
    await stream.next((event) => event.event === 'order' && event.data.includes(order.orderId));
    await henrik.send(path);
    const after = await scrape();
    const delta = (series: string) => sample(after, series) - sample(before, series);
    expect(delta('read_cache_hits_total')).toBe(1);
    expect(delta('read_cache_misses_total')).toBe(1);
    expect(sample(after, 'live_streams_open')).toBe(1);
    expect(delta('webhook_lag_seconds_count')).toBe(1);
    await stream.close();
  });
});
