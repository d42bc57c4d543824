import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';

/** Serves the built SPA; any other path gets index.html so client routes deep-link. */
export function serveSpa(root: string): Hono {
  const app = new Hono();
  app.use(
    '/assets/*',
    serveStatic({
      root,
      onFound: (_path, c) => {
        // File names carry a content hash, so they never change.
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  app.use('*', serveStatic({ root }));
  app.get('*', async (c) => {
    const html = await readFile(path.join(root, 'index.html'), 'utf8');
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  return app;
}
