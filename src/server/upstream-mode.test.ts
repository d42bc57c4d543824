import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './create-server-app';
import type { UpstreamSettings } from './settings/api-settings';
import { computeSignature } from './platform/signing';

/**
 * A local stand-in for the provider: it recomputes every request's signature
 * from the raw bytes it received, with the secret only it and the server
 * know, and answers 401 unless the signature matches byte for byte.
 */
const API_KEY = 'upstream-test-key';
const API_SECRET = 'upstream-test-secret-9f8e7d';

interface Received {
  method: string;
  path: string;
  body: string;
  headers: IncomingMessage['headers'];
  expectedSignature: string;
}

let upstream: Server;
let received: Received[] = [];
let mode: UpstreamSettings;

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const entry: Received = {
        method: request.method ?? '',
        path: request.url ?? '',
        body,
        headers: request.headers,
        expectedSignature: computeSignature({
          secret: API_SECRET,
          timestamp: String(request.headers['x-timestamp']),
          method: request.method ?? '',
          path: request.url ?? '',
          body,
        }),
      };
      received.push(entry);
      const valid =
        request.headers.authorization === `ApiKey ${API_KEY}` &&
        request.headers['x-signature'] === entry.expectedSignature;
      if (!valid) {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: 'invalid-signature', message: 'mismatch' }));
        return;
      }
      if (entry.path.startsWith('/platform/limited')) {
        response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '42' });
        response.end(JSON.stringify({ error: 'too-many-requests', message: 'slow down' }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json', 'x-internal': 'hidden' });
      response.end(JSON.stringify({ ok: true, path: entry.path }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { port } = upstream.address() as AddressInfo;
  mode = {
    kind: 'upstream',
    baseUrl: `http://127.0.0.1:${port}`,
    apiKey: API_KEY,
    apiSecret: API_SECRET,
  };
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
});

const origin = 'http://localhost:8080';

function server() {
  received = [];
  return createServerApp({ api: mode, transport: (request) => fetch(request) });
}

describe('upstream mode', () => {
  it('signs a GET with the query string exactly as sent', async () => {
    const app = server();
    const response = await app.request(
      `${origin}/platform/orders?orderTypes=withdraw,deposit&limit=5&searchQuery=0xAbC`,
      { headers: { 'X-Acting-As': 'approver-1', Cookie: 'acting_as=risk' } },
    );
    expect(response.status).toBe(200);
    const [request] = received;
    expect(request?.path).toBe(
      '/platform/orders?orderTypes=withdraw,deposit&limit=5&searchQuery=0xAbC',
    );
    expect(request?.headers['x-signature']).toBe(request?.expectedSignature);
    expect(request?.headers['x-signature']).toMatch(/^[0-9a-f]{64}$/);
    expect(Math.abs(Number(request?.headers['x-timestamp']) - Date.now())).toBeLessThan(5000);
    // The browser's identity switch means nothing upstream and is not forwarded.
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers['x-acting-as']).toBeUndefined();
    expect(response.headers.get('x-internal')).toBeNull();
  });

  it('signs the body byte for byte and forwards the content type of a co-sign', async () => {
    const app = server();
    const body = '{"masterPassword":"' + 'a'.repeat(64) + '"}';
    const response = await app.request(`${origin}/platform/orders/ord-1`, {
      method: 'PATCH',
      headers: {
        'Content-Type': 'application/vnd.co-sign-order+json',
        Origin: origin,
        Host: 'localhost:8080',
      },
      body,
    });
    expect(response.status).toBe(200);
    const [request] = received;
    expect(request).toMatchObject({ method: 'PATCH', path: '/platform/orders/ord-1', body });
    expect(request?.headers['content-type']).toBe('application/vnd.co-sign-order+json');
    expect(request?.headers['x-signature']).toBe(request?.expectedSignature);
  });

  it('keeps unicode and 18-decimal amounts intact in the signed body', async () => {
    const app = server();
    const body = JSON.stringify({
      amount: '0.000000000000000001',
      description: 'Zahlung für März ✓',
    });
    const response = await app.request(`${origin}/platform/orders`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, Host: 'localhost:8080' },
      body,
    });
    expect(response.status).toBe(200);
    expect(received[0]?.body).toBe(body);
  });

  it('passes the upstream 429 and its Retry-After through to the browser', async () => {
    const response = await server().request(`${origin}/platform/limited`);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('42');
  });

  it('never sends the secret anywhere', async () => {
    const app = server();
    await app.request(`${origin}/platform/portfolios`);
    const session = await app.request(`${origin}/api/session`);
    const everything = JSON.stringify(received) + (await session.text());
    expect(everything).not.toContain(API_SECRET);
  });
});
