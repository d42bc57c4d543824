import { Hono, type MiddlewareHandler } from 'hono';
import { activityRoutes } from './audit/activity-routes';
import { auditEvents } from './audit/audit-events';
import { auditLog } from './audit/audit-log';
import { auditRecorder } from './audit/audit-recorder';
import { requestFacts } from './audit/request-facts';
import { accountRoutes } from './auth/account-routes';
import { createEvents } from './events/create-events';
import { createAuth } from './auth/create-auth';
import { unauthenticated, type AuthVariables } from './auth/session-middleware';
import { compressAnswers } from './compression';
import { healthRoute, type CheckedStore } from './health-route';
import { requestBodyLimit } from './http/body-limit';
import { hostAllowList } from './http/host-allow-list';
import type { OpenApi } from './open-api';
import { platformRoutes } from './platform/platform-routes';
import { sameOriginWrites, securityHeaders } from './security-headers';
import { serveSpa } from './serve-spa';
import type { ServerSettings } from './settings/server-settings';
import type { Database } from '../store/sql-client';
import { answerServerError } from './http/server-errors';
import { createLog } from './observability/log';
import { countRequests, metricsRoute } from './observability/metrics-route';
import { requestLog } from './observability/request-log';
import { serverMetrics } from './observability/server-metrics';
import { countedTarget } from './platform/counted-transport';
import { sharedReads } from './platform/shared-reads';
import { upstreamBudget } from './platform/upstream-budget';

export interface ServerAppOptions {
  settings: ServerSettings;
  /** The API: the in-process sandbox or the upstream. */
  api: OpenApi;
  /** The server's own store: people, sessions, credentials. */
  store: Database;
  /** The secret the provider's webhooks are signed with, if any. */
  webhookSecret: string | undefined;
  /** The built SPA folder; absent in development, where Vite serves it. */
  staticRoot?: string;
  now?: () => number;
}

/** The whole server: sign-in, the person's account, the guarded /platform proxy and the SPA. */
export async function createServerApp({
  settings,
  api,
  store,
  webhookSecret,
  staticRoot,
  now = Date.now,
}: ServerAppOptions) {
  const audit = auditRecorder(auditLog(store, now));
  const onRecord = auditEvents(audit);
  const log = createLog(settings.operations.logLevel);
  const stores = [
    { name: 'server store', db: store },
    ...(api.sandboxStore ? [{ name: 'sandbox store', db: api.sandboxStore }] : []),
  ] satisfies CheckedStore[];
  let openStreams = () => 0;
  const metrics = serverMetrics({
    stores,
    openStreams: () => openStreams(),
    budgets: () => budget.knownBudgets(),
    eventStore: store,
    now,
  });
  const budget = upstreamBudget(store, {
    limitPer5Min: settings.operations.rateLimitPer5Min,
    now,
    sent: metrics.sentUpstream,
  });
  // Every request to the API is counted against its key, whoever sends it.
  const target = countedTarget(api.target, budget);
  const reads = sharedReads({
    db: store,
    budget,
    ttlMs: settings.operations.readCacheTtlMs,
    now,
    figures: metrics.reads,
  });
  const auth = await createAuth({
    db: store,
    settings: settings.signIn,
    storeLocation: settings.store.location,
    target,
    sandboxKeys: api.sandboxKeys,
    now,
    events: onRecord.signIn,
    idpEvents: onRecord.idp,
  });
  const events = await createEvents({
    db: store,
    settings: settings.events,
    webhookSecret,
    publicUrl: settings.signIn.publicUrl,
    now,
    webhookRefused: onRecord.webhookRefused,
    beforeAnnounce: async ({ payload, receivedAt }) => {
      await reads.changed(payload);
      metrics.webhookAnnounced(receivedAt);
    },
  });
  openStreams = () => events.hub.size;

  const app = new Hono<{ Variables: AuthVariables }>();
  app.use('*', requestFacts());
  app.use('*', requestLog(log));
  app.use('*', countRequests(metrics));
  // Scraped by the operator's monitoring by address, so before the host allow-list.
  const { metricsToken } = settings.operations;
  if (metricsToken !== undefined) app.route('/metrics', metricsRoute(metrics, metricsToken));
  app.use('*', hostAllowList(settings.http.allowedHosts));
  app.use('*', requestBodyLimit());
  app.use('*', securityHeaders({ strictTransportSecurity: settings.http.strictTransportSecurity }));
  app.use('*', sameOriginWrites());
  for (const prefix of ['/api/*', '/platform/*']) app.use(prefix, compressAnswers());
  app.route('/healthz', healthRoute(stores));
  for (const prefix of ['/auth/*', '/api/*', '/platform/*']) app.use(prefix, auth.readSession);
  app.route('/auth', auth.signInRoutes);
  if (auth.idpRoutes) app.route('/idp', auth.idpRoutes);

  const requireSession: MiddlewareHandler<{ Variables: AuthVariables }> = async (c, next) => {
    if (c.get('session') === undefined) {
      const refusal = unauthenticated(c.get('sessionProblem'));
      await onRecord.unauthenticated(refusal.error, c);
      return c.json(refusal, 401);
    }
    await next();
  };
  app.use('/api/*', requireSession);
  app.route(
    '/api',
    accountRoutes({
      db: store,
      target,
      encryptionKey: auth.encryptionKey,
      idleTimeoutMs: settings.signIn.idleTimeoutMs,
      mode: settings.api.kind,
      environment: settings.api.kind === 'sandbox' ? 'Sandbox' : new URL(settings.api.baseUrl).host,
      serviceKeyConfigured:
        settings.api.kind === 'upstream' && settings.api.serviceKey !== undefined,
      now,
      keyChanged: onRecord.keyChanged,
    }),
  );
  app.route('/api/activity', activityRoutes(store, audit, now));
  app.route('/api', events.liveStreamRoute);
  app.route('/api/notifications', events.notificationRoutes);
  app.all('/api/*', (c) => c.json({ error: 'not-found', message: 'No such endpoint.' }, 404));

  app.route(
    '/platform',
    platformRoutes({
      target,
      actorOf: auth.actorOf,
      serviceKey: settings.api.kind === 'upstream' ? settings.api.serviceKey : undefined,
      signedAs: (actor) => auth.markUsed(actor.subject),
      writes: audit.writes,
      reads,
    }),
  );
  // Webhooks authenticate by their own signature, not a session.
  app.route('/webhooks', events.webhookRoute);
  app.all('/webhooks/*', async (c) => {
    const message = 'Webhooks must carry a valid signature.';
    await onRecord.webhookRefused({ reason: 'unauthorized', status: 401, message }, c);
    return c.json({ error: 'unauthorized', message }, 401);
  });
  if (staticRoot) app.route('/', serveSpa(staticRoot));
  app.onError(answerServerError);
  return {
    app,
    events,
    log,
    metrics,
    close: async () => {
      reads.close();
      await events.close();
    },
  };
}
