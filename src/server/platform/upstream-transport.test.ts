import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createTcpServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../shared/api-error';
import {
  undiciSend,
  upstreamTransport,
  type UpstreamSend,
  type UpstreamTimeouts,
} from './upstream-transport';

const timeouts: UpstreamTimeouts = { connectTimeoutMs: 300, timeoutMs: 800 };
const open: (Server | HttpServer)[] = [];
const sockets: Socket[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(
    open.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A loopback port nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const probe = createTcpServer();
  const port = await new Promise<number>((resolve) => {
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function listening(server: Server | HttpServer): Promise<number> {
  open.push(server);
  server.on('connection', (socket: Socket) => sockets.push(socket));
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address !== null ? address.port : 0);
    });
  });
}

function get(url: string) {
  return new Request(url, { method: 'GET' });
}

function post(url: string) {
  return new Request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"externalOrderId":"o-1"}',
  });
}

async function failure(response: Response) {
  return { status: response.status, ...errorBodySchema.parse(await response.json()) };
}

/** Counts attempts, then sends for real. */
function counting(send: UpstreamSend) {
  const calls: string[] = [];
  const wrapped: UpstreamSend = (request, signal) => {
    calls.push(request.method);
    return send(request, signal);
  };
  return { calls, send: wrapped };
}

// Before: a down upstream gave a plain-text 500, a hanging one held the request 45 s and more.
describe('a failing upstream', () => {
  it('answers JSON 502 upstream-unavailable when nothing listens, a GET after one more try', async () => {
    const port = await closedPort();
    const { calls, send } = counting(undiciSend(timeouts));
    const transport = upstreamTransport(timeouts, send);
    const read = await failure(await transport(get(`http://127.0.0.1:${port}/platform/orders`)));
    expect(read).toEqual({
      status: 502,
      error: 'upstream-unavailable',
      message: 'The custody API cannot be reached. Try again in a moment.',
    });
    expect(calls).toEqual(['GET', 'GET']);
    calls.length = 0;
    const write = await failure(await transport(post(`http://127.0.0.1:${port}/platform/orders`)));
    expect(write.status).toBe(502);
    expect(write.message).toContain('The request was not sent, so nothing changed');
    expect(calls).toEqual(['POST']);
  });

  it('a GET whose first connection is refused succeeds on its second', async () => {
    const server = createHttpServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"orders":[]}');
    });
    const port = await listening(server);
    const real = undiciSend(timeouts);
    let first = true;
    const send: UpstreamSend = (request, signal) => {
      if (!first) return real(request, signal);
      first = false;
      return Promise.reject(
        new TypeError('fetch failed', {
          cause: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }),
        }),
      );
    };
    const response = await upstreamTransport(
      timeouts,
      send,
    )(get(`http://127.0.0.1:${port}/platform/orders`));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"orders":[]}');
  });

  it('answers 504 upstream-timeout when the upstream hangs, within the total timeout', async () => {
    const requests: string[] = [];
    const server = createHttpServer((request) => {
      requests.push(request.method ?? '');
    });
    const port = await listening(server);
    const transport = upstreamTransport(timeouts);
    const started = performance.now();
    const read = await failure(await transport(get(`http://127.0.0.1:${port}/platform/orders`)));
    expect(performance.now() - started).toBeLessThan(timeouts.timeoutMs + 500);
    expect(read).toEqual({
      status: 504,
      error: 'upstream-timeout',
      message: 'The custody API did not answer within 800 ms. Try again in a moment.',
    });
    const write = await failure(await transport(post(`http://127.0.0.1:${port}/platform/orders`)));
    expect(write.status).toBe(504);
    expect(write.message).toContain('may or may not have been carried out');
    // The hung GET was not sent twice: its connection was made, so nobody knows what the upstream did.
    expect(requests).toEqual(['GET', 'POST']);
  });

  it('answers 502 when the connection resets mid-body, and never sends a POST twice', async () => {
    const requests: string[] = [];
    const server = createHttpServer((request, response) => {
      requests.push(request.method ?? '');
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      response.write('{"orderId":"half-an-answ');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const port = await listening(server);
    const transport = upstreamTransport(timeouts);
    const write = await failure(await transport(post(`http://127.0.0.1:${port}/platform/orders`)));
    expect(write).toMatchObject({ status: 502, error: 'upstream-unavailable' });
    expect(write.message).toContain('broke before its answer arrived');
    expect(write.message).toContain('check the orders list');
    const read = await failure(await transport(get(`http://127.0.0.1:${port}/platform/orders`)));
    expect(read.status).toBe(502);
    expect(requests).toEqual(['POST', 'GET']);
  });

  it('answers 504 when a connection is not accepted in time (a TLS handshake that never ends)', async () => {
    // Accepts TCP and says nothing: an https client waits for the server's hello.
    const port = await listening(createTcpServer(() => undefined));
    const slowToConnect = { connectTimeoutMs: 200, timeoutMs: 5_000 };
    const { calls, send } = counting(undiciSend(slowToConnect));
    const started = performance.now();
    const read = await failure(
      await upstreamTransport(
        slowToConnect,
        send,
      )(get(`https://127.0.0.1:${port}/platform/orders`)),
    );
    expect(read).toMatchObject({ status: 504, error: 'upstream-timeout' });
    expect(read.message).toContain('did not accept a connection within 200 ms');
    expect(calls).toEqual(['GET', 'GET']);
    expect(performance.now() - started).toBeLessThan(slowToConnect.timeoutMs);
  });

  it('relays a healthy answer as it came', async () => {
    const server = createHttpServer((_request, response) => {
      response.writeHead(429, { 'content-type': 'application/json', 'retry-after': '7' });
      response.end('{"error":"too-many-requests","message":"slow down"}');
    });
    const port = await listening(server);
    const response = await upstreamTransport(timeouts)(
      get(`http://127.0.0.1:${port}/platform/orders`),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('7');
    expect(await failure(response)).toMatchObject({ error: 'too-many-requests' });
  });

  it('stops reading an answer past the read limit, declared or streamed, and says so', async () => {
    const server = createHttpServer((request, response) => {
      if (request.url?.includes('declared')) {
        response.writeHead(200, { 'content-type': 'application/json', 'content-length': '5000' });
        response.end('x'.repeat(5000));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      for (let chunk = 0; chunk < 10; chunk += 1) response.write('y'.repeat(500));
      response.end();
    });
    const port = await listening(server);
    const transport = upstreamTransport(timeouts, undiciSend(timeouts, 1000));
    for (const path of ['declared', 'streamed']) {
      const read = await failure(await transport(get(`http://127.0.0.1:${port}/platform/${path}`)));
      expect(read).toMatchObject({ status: 502, error: 'upstream-too-large' });
    }
  });
});
