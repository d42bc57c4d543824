import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { E2E_PORT } from './ports';
import { expect, test } from './fixtures';
import { seededFiles } from './seeded-files';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** The bytes as they travel: Playwright's own client would decompress them. */
function rawGet(path: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // A connection of its own: a kept-alive one may be closed by the server as it is reused.
    get({ host: '127.0.0.1', port: E2E_PORT, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });
}

async function sessionCookie(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

function decompressed(answer: RawAnswer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  throw new Error(`not compressed: Content-Encoding ${String(encoding)}`);
}

test('the main script arrives compressed; it decompresses to the exact file', async ({
  request,
}) => {
  const shell = await rawGet('/orders', { 'Accept-Encoding': 'br, gzip' });
  // The shell names one script and one preload: a few hundred bytes, under the server's
  // compression threshold (1 KiB), so it travels as it is.
  expect(shell.body.byteLength).toBeLessThan(1024);
  expect(shell.headers['content-encoding']).toBeUndefined();
  expect(shell.headers['cache-control']).toBe('no-cache');
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(
    shell.body.toString(),
  )?.[1];
  if (!script) throw new Error('the shell names no module script');

  const compressed = await rawGet(script, { 'Accept-Encoding': 'br, gzip' });
  const plain = await rawGet(script, { 'Accept-Encoding': 'identity' });
  expect(compressed.headers['content-encoding']).toBe('br');
  expect(compressed.headers.vary).toBe('Accept-Encoding');
  expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(compressed.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
  expect(decompressed(compressed).equals(plain.body)).toBe(true);
  // The same file through Playwright's client, which decodes it as a browser does.
  expect((await (await request.get(script)).body()).equals(plain.body)).toBe(true);
});

test('a page of orders arrives compressed; it decompresses to the exact answer', async ({
  request,
}) => {
  const cookie = await sessionCookie(request);
  const page = '/platform/orders?orderTypes=withdraw,deposit&limit=1000';
  const read = async () => ({
    compressed: await rawGet(page, { 'Accept-Encoding': 'br, gzip', cookie }),
    plain: await rawGet(page, { 'Accept-Encoding': 'identity', cookie }),
  });
  // The sandbox clock moves orders on between two reads: a pair read while an order moved is
  // read again. A lossy compression differs every time, so it still fails.
  let { compressed, plain } = await read();
  for (let tries = 1; tries < 5 && !decompressed(compressed).equals(plain.body); tries += 1) {
    ({ compressed, plain } = await read());
  }
  expect(compressed.status).toBe(200);
  expect(compressed.headers['content-encoding']).toBe('gzip');
  expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(compressed.body.byteLength).toBeLessThan(plain.body.byteLength / 4);
  expect(decompressed(compressed).equals(plain.body)).toBe(true);
});

test('a downloaded file keeps its exact bytes', async ({ request }) => {
  const cookie = await sessionCookie(request);
  const files = await seededFiles();
  // JSON and CSV files are the ones an answer-compressing server would touch.
  expect(files.map((file) => file.contentType)).toEqual(
    expect.arrayContaining(['text/csv', 'application/json']),
  );
  for (const file of files) {
    const answer = await rawGet(`/platform/files/${file.fileId}`, {
      'Accept-Encoding': 'br, gzip',
      cookie,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding'], file.filename).toBeUndefined();
    expect(answer.headers['cache-control']).toMatch(/no-transform/);
    expect(answer.body.equals(Buffer.from(file.content)), file.filename).toBe(true);
  }
});
