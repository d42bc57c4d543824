import { Hono, type Env, type MiddlewareHandler } from 'hono';
import { serveStatic, type ServeStaticOptions } from '@hono/node-server/serve-static';

/** Content hashes in the file names mean an asset never changes at its URL. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The shell names the current assets: the browser checks it on every visit, so a deploy shows at once. */
const REVALIDATE = 'no-cache';

/**
 * Files from `root`, each in the brotli or gzip copy the build made when the browser accepts
 * it. A cache must key on Accept-Encoding even when the answer happens to be the plain file.
 * (The headers go on the answer itself: serveStatic's onFound runs after it is built.)
 */
function staticFiles(options: ServeStaticOptions, cacheControl: string): MiddlewareHandler<Env> {
  const serve = serveStatic<Env>({ ...options, precompressed: true });
  return async (c, next) => {
    const response = await serve(c, next);
    if (response instanceof Response) {
      response.headers.set('Vary', 'Accept-Encoding');
      response.headers.set('Cache-Control', cacheControl);
    }
    return response;
  };
}

const isSourceMap = (requestPath: string) => requestPath.toLowerCase().endsWith('.map');

/**
 * Serves the built SPA: each file in the brotli or gzip copy the build made, as the browser
 * accepts; any other path gets index.html so client routes deep-link.
 */
export function serveSpa(root: string): Hono {
  const app = new Hono();
  // Source maps would hand anyone the readable source; the build makes none, and should a
  // debugging build leave some in the folder they still stay off the public server.
  app.all('*', async (c, next) => (isSourceMap(c.req.path) ? c.text('Not found', 404) : next()));
  app.use('/assets/*', staticFiles({ root }, IMMUTABLE));
  // A chunk an old tab asks for after a deploy must fail as a script, not arrive as the shell.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  app.use('*', staticFiles({ root }, REVALIDATE));
  app.get('*', staticFiles({ root, path: 'index.html' }, REVALIDATE));
  return app;
}
