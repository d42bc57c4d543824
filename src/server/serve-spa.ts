import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/**
 * Sets Cache-Control on what the static handler answered. Set afterwards because the
 * handler's own `onFound` runs once its response exists, when a header no longer lands.
 */
function cacheControl(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set('Cache-Control', value);
  };
}

/** Serves the built SPA; any other path gets index.html so client routes deep-link. */
export function serveSpa(root: string): Hono {
  const app = new Hono();
  // File names carry a content hash, so they never change.
  app.use('/assets/*', cacheControl('public, max-age=31536000, immutable'), serveStatic({ root }));
  // A missing bundle is a 404, never the shell under an immutable header.
  app.get('/assets/*', (c) => c.notFound());
  // `/`, `/index.html` and deep links are the shell that names the current hashed bundles:
  // a cached copy would keep loading an old release.
  app.use('*', cacheControl('no-cache'), serveStatic({ root }));
  app.get('*', async (c) => c.html(await readFile(path.join(root, 'index.html'), 'utf8')));
  return app;
}
