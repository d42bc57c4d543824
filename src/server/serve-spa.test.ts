import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSpa } from './serve-spa';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'serve-spa-'));
  await mkdir(join(root, 'assets'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>shell</title>');
  await writeFile(join(root, 'assets', 'index-abc123.js'), 'export {};');
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('serving the built SPA', () => {
  // Before the fix, `/`, `/index.html` and the hashed assets had no Cache-Control at all: the
  // static handler's onFound set it after the response existed.
  it('marks the HTML shell no-cache however it is reached, and hashed assets immutable', async () => {
    const app = serveSpa(root);
    for (const path of ['/', '/index.html', '/orders/some-order']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<title>shell</title>');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    const asset = await app.request('/assets/index-abc123.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const missing = await app.request('/assets/index-gone.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });
});
