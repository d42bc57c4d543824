import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { describe, expect, it } from 'vitest';
import { compressAnswers } from './compression';

const rows = Array.from({ length: 500 }, (_, index) => ({
  orderId: `order-${index}`,
  amount: `${index}.000000000000000001`,
}));
const csv = ['orderId,amount', ...rows.map((row) => `${row.orderId},${row.amount}`)].join('\n');

/** Holds the test stream open until the test has read its first event. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

function testApp(streamGate: ReturnType<typeof gate>) {
  const app = new Hono();
  app.use('*', compressAnswers());
  app.get('/orders', (c) => c.json({ orders: rows }));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/export.csv', (c) => c.body(csv, 200, { 'Content-Type': 'text/csv' }));
  app.get('/files/statement', (c) =>
    c.body(csv, 200, {
      'Content-Type': 'text/csv',
      'Content-Disposition': 'attachment; filename="statement.csv"',
      'Cache-Control': 'no-store',
    }),
  );
  app.get('/events', (c) =>
    streamSSE(c, async (stream) => {
      // Far below the threshold: an answer sized or compressed before sending would hold it back.
      await stream.writeSSE({ id: '1', data: 'order-1 changed' });
      await streamGate.opened;
      await stream.writeSSE({ id: '2', data: 'done' });
    }),
  );
  return app;
}

const acceptingAll = { headers: { 'Accept-Encoding': 'br, gzip' } };
const plain = { headers: { 'Accept-Encoding': 'identity' } };
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('API answers compressed on the fly', () => {
  const app = testApp(gate());

  it.each(['/orders', '/export.csv'])(
    'compresses %s, and its bytes decompress to the plain answer',
    async (path) => {
      const compressed = await app.request(path, acceptingAll);
      const uncompressed = await app.request(path, plain);
      expect(compressed.headers.get('Content-Encoding')).toBe('gzip');
      expect(compressed.headers.get('Vary')).toBe('Accept-Encoding');
      expect(uncompressed.headers.get('Content-Encoding')).toBeNull();
      const packed = await bytes(compressed);
      const unpacked = await bytes(uncompressed);
      expect(packed.byteLength).toBeLessThan(unpacked.byteLength / 4);
      expect(gunzipSync(packed).equals(unpacked)).toBe(true);
    },
  );

  it('sends an answer below the threshold as it is, with its length', async () => {
    const response = await app.request('/small', acceptingAll);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Content-Length')).toBe(String('{"ok":true}'.length));
    expect(await response.json()).toEqual({ ok: true });
  });

  it('sends a downloaded file with its exact bytes, and tells proxies not to change them', async () => {
    const response = await app.request('/files/statement', acceptingAll);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-store, no-transform');
    expect((await bytes(response)).equals(Buffer.from(csv))).toBe(true);
  });
});

describe('an event stream', () => {
  it('is neither compressed nor buffered: the first event arrives while the stream is open', async () => {
    const streamGate = gate();
    const response = await testApp(streamGate).request('/events', acceptingAll);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/event-stream/);
    expect(response.headers.get('Content-Encoding')).toBeNull();
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    if (!reader) throw new Error('the stream has no body');
    let received = '';
    while (!received.includes('\n\n')) {
      const { done, value } = await reader.read();
      if (done) throw new Error('the stream ended before its first event was read');
      received += value;
    }
    expect(received).toContain('data: order-1 changed\n');
    streamGate.open();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += chunk.value;
    }
    expect(rest).toContain('data: done');
  });
});
