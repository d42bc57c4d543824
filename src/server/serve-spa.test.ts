import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from './serve-spa';

const script = Buffer.from(`export const rows = ${JSON.stringify(Array(200).fill('row'))};\n`);
const shell = Buffer.from('<!doctype html><html><body><div id="root"></div></body></html>');
const sourceMap = Buffer.from(JSON.stringify({ version: 3, sources: ['src/app/main.tsx'] }));
let root: string;

/** A built SPA in miniature: one hashed asset and the shell, each with the build's copies. */
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'serve-spa-'));
  await mkdir(path.join(root, 'assets'));
  for (const [file, content] of [
    ['assets/index-abc123.js', script],
    ['index.html', shell],
    ['assets/index-abc123.js.map', sourceMap],
  ] as const) {
    await writeFile(path.join(root, file), content);
    await writeFile(path.join(root, `${file}.br`), brotliCompressSync(content));
    await writeFile(path.join(root, `${file}.gz`), gzipSync(content));
  }
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string) =>
  serveSpa(root).request(url, { headers: { 'Accept-Encoding': acceptEncoding } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('serving the built SPA', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliCompressSync(script)],
    ['gzip', 'gzip', gzipSync(script)],
    ['identity', null, script],
  ])('answers Accept-Encoding %s with %s', async (accepted, encoding, expected) => {
    const response = await get('/assets/index-abc123.js', accepted);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Encoding')).toBe(encoding);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Vary')).toBe('Accept-Encoding');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await bytes(response)).equals(expected)).toBe(true);
  });

  it.each(['/', '/orders/123', '/index.html'])(
    'answers %s with the shell, compressed and revalidated on each visit',
    async (url) => {
      const response = await get(url, 'br');
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      expect(response.headers.get('Content-Encoding')).toBe('br');
      expect(response.headers.get('Vary')).toBe('Accept-Encoding');
      expect(response.headers.get('Cache-Control')).toBe('no-cache');
      expect((await bytes(response)).equals(brotliCompressSync(shell))).toBe(true);
    },
  );

  it('answers a missing asset with 404, never with the shell', async () => {
    const response = await get('/assets/index-gone.js', 'br');
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).not.toMatch(/html/);
  });
});

describe('source maps', () => {
  it.each([
    ['/assets/index-abc123.js.map', 'br'],
    ['/assets/index-abc123.js.map', 'identity'],
    ['/assets/INDEX-abc123.JS.MAP', 'identity'],
    ['/orders/123.map', 'br'],
  ])(
    'answers %s (Accept-Encoding %s) with 404 even when the file exists',
    async (url, accepted) => {
      const response = await get(url, accepted);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe('Not found');
    },
  );
});
