import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ServerMode } from './env';
import { forwardSigned, type PlatformTransport } from './platform-proxy';
import { sameOriginWrites, securityHeaders } from './security-headers';
import {
  ACTING_AS_COOKIE,
  ACTING_AS_HEADER,
  actingIdentity,
  sessionRoutes,
} from './session-routes';
import { serveSpa } from './serve-spa';

export interface ServerAppOptions {
  mode: ServerMode;
  /** Where signed /platform requests go: the in-process sandbox or the upstream's fetch. */
  transport: PlatformTransport;
  /** The built SPA folder; absent in development, where Vite serves it. */
  staticRoot?: string;
}

const SANDBOX_ORIGIN = 'http://sandbox.internal';

export function createServerApp({ mode, transport, staticRoot }: ServerAppOptions): Hono {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.use('*', sameOriginWrites());
  app.route('/api/session', sessionRoutes(mode));
  app.all('/platform/*', async (c) => {
    if (mode.kind === 'upstream') {
      return forwardSigned(c, mode, mode.baseUrl, transport);
    }
    const identity = actingIdentity(c.req.header(ACTING_AS_HEADER), getCookie(c, ACTING_AS_COOKIE));
    if (!identity) {
      return c.json(
        {
          error: 'unauthorized',
          message: 'Unknown identity in X-Acting-As or the acting_as cookie.',
        },
        401,
      );
    }
    return forwardSigned(c, identity, SANDBOX_ORIGIN, transport);
  });
  app.all('/api/*', (c) => c.json({ error: 'not-found', message: 'No such endpoint.' }, 404));
  if (staticRoot) app.route('/', serveSpa(staticRoot));
  return app;
}
