import { Hono } from 'hono';
import { accountRoutes } from './auth/account-routes';
import { createAuth } from './auth/create-auth';
import { unauthenticated, type AuthVariables } from './auth/session-middleware';
import { compressAnswers } from './compression';
import { healthRoute, type CheckedStore } from './health-route';
import type { OpenApi } from './open-api';
import { platformRoutes } from './platform/platform-routes';
import { sameOriginWrites, securityHeaders } from './security-headers';
import { serveSpa } from './serve-spa';
import type { ServerSettings } from './settings/server-settings';
import type { Database } from './store/sql-client';

export interface ServerAppOptions {
  settings: ServerSettings;
  /** The API: the in-process sandbox or the upstream. */
  api: OpenApi;
  /** The server's own store: people, sessions, credentials. */
  store: Database;
  /** The built SPA folder; absent in development, where Vite serves it. */
  staticRoot?: string;
  now?: () => number;
}

/** The whole server: sign-in, the person's account, the guarded /platform proxy and the SPA. */
export async function createServerApp({
  settings,
  api,
  store,
  staticRoot,
  now = Date.now,
}: ServerAppOptions) {
  const auth = await createAuth({
    db: store,
    settings: settings.signIn,
    storeLocation: settings.store.location,
    target: api.target,
    sandboxKeys: api.sandboxKeys,
    now,
  });
  const stores: CheckedStore[] = [
    { name: 'server store', db: store },
    ...(api.sandboxStore ? [{ name: 'sandbox store', db: api.sandboxStore }] : []),
  ];

  const app = new Hono<{ Variables: AuthVariables }>();
  app.use('*', securityHeaders());
  app.use('*', sameOriginWrites());
  for (const prefix of ['/api/*', '/platform/*']) app.use(prefix, compressAnswers());
  app.route('/healthz', healthRoute(stores));
  for (const prefix of ['/auth/*', '/api/*', '/platform/*']) app.use(prefix, auth.readSession);
  app.route('/auth', auth.signInRoutes);
  if (auth.idpRoutes) app.route('/idp', auth.idpRoutes);

  app.use('/api/*', async (c, next) => {
    if (c.get('session') === undefined)
      return c.json(unauthenticated(c.get('sessionProblem')), 401);
    await next();
  });
  app.route(
    '/api',
    accountRoutes({
      db: store,
      target: api.target,
      encryptionKey: auth.encryptionKey,
      idleTimeoutMs: settings.signIn.idleTimeoutMs,
      mode: settings.api.kind,
      environment: settings.api.kind === 'sandbox' ? 'Sandbox' : new URL(settings.api.baseUrl).host,
      serviceKeyConfigured:
        settings.api.kind === 'upstream' && settings.api.serviceKey !== undefined,
      now,
    }),
  );
  app.all('/api/*', (c) => c.json({ error: 'not-found', message: 'No such endpoint.' }, 404));

  app.route(
    '/platform',
    platformRoutes({
      target: api.target,
      actorOf: auth.actorOf,
      serviceKey: settings.api.kind === 'upstream' ? settings.api.serviceKey : undefined,
      signedAs: (actor) => auth.markUsed(actor.subject),
    }),
  );
  // Webhooks authenticate by their own signature; until a receiver exists, nothing is accepted.
  app.all('/webhooks/*', (c) =>
    c.json({ error: 'unauthorized', message: 'Webhooks must carry a valid signature.' }, 401),
  );
  if (staticRoot) app.route('/', serveSpa(staticRoot));
  return app;
}
