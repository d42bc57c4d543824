import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { healthRoute, type CheckedStore } from './health-route';
import { forwardSigned, type PlatformTransport } from './platform/platform-proxy';
import { sameOriginWrites, securityHeaders } from './security-headers';
import { serveSpa } from './serve-spa';
import {
  ACTING_AS_COOKIE,
  ACTING_AS_HEADER,
  actingIdentity,
  sessionRoutes,
} from './session-routes';
import type { ApiSettings } from './settings/api-settings';

export interface ServerAppOptions {
  api: ApiSettings;
  /** Where signed /platform requests go: the in-process sandbox or the upstream's fetch. */
  transport: PlatformTransport;
  /** Stores GET /healthz checks. */
  stores?: readonly CheckedStore[];
  /** The built SPA folder; absent in development, where Vite serves it. */
  staticRoot?: string;
}

const SANDBOX_ORIGIN = 'http://sandbox.internal';

export function createServerApp({
  api,
  transport,
  stores = [],
  staticRoot,
}: ServerAppOptions): Hono {
  const app = new Hono();
  app.use('*', securityHeaders());
  app.use('*', sameOriginWrites());
  app.route('/healthz', healthRoute(stores));
  app.route('/api/session', sessionRoutes(api));
  app.all('/platform/*', async (c) => {
    if (api.kind === 'upstream') {
      return forwardSigned(c, api, api.baseUrl, transport);
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
