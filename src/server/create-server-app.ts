import { Hono, type MiddlewareHandler } from 'hono';
import { activityRoutes } from './audit/activity-routes';
import { auditEvents } from './audit/audit-events';
import { auditRecorder } from './audit/audit-recorder';
import { openAuditTrail } from './audit/open-audit-trail';
import { passkeyEvents } from './audit/passkey-events';
import { requestFacts } from './audit/request-facts';
import { accountRoutes } from './auth/account-routes';
import { adminRoutes } from './auth/admin-routes';
import { apiKeyNoticeRoutes } from './auth/api-key-notice-routes';
import { createEvents } from './events/create-events';
import { createAuth } from './auth/create-auth';
import { apiKeyAction } from './auth/passkeys/bound-actions';
import { passkeyRoutes } from './auth/passkeys/passkey-routes';
import { passkeyStepUp } from './auth/passkeys/step-up-service';
import { stepUpRoutes } from './auth/passkeys/step-up-routes';
import { unauthenticated, type AuthVariables } from './auth/session-middleware';
import { compressAnswers } from './compression';
import { healthRoute, type CheckedStore } from './health-route';
import { requestBodyLimit } from './http/body-limit';
import { hostAllowList } from './http/host-allow-list';
import { inputHygiene } from './http/input-hygiene';
import type { OpenApi } from './open-api';
import { platformRoutes } from './platform/platform-routes';
import { sameOriginWrites, securityHeaderList, securityHeaders } from './security-headers';
import { serveSpa } from './serve-spa';
import type { ServerSettings } from './settings/server-settings';
import type { Database } from '../store/sql-client';
import { answerServerError } from './http/server-errors';
import { credentialsOf } from './auth/credentials-repository';
import { identityRoutes } from './auth/identity-routes';
import { ordersPlacedBy } from './audit/own-orders';
import { organizationRoutes } from './organization/organization-routes';
import {
  servedOrganization,
  type ConfiguredOrganization,
} from './organization/served-organization';
import { createLog } from './observability/log';
import { countRequests, metricsRoute } from './observability/metrics-route';
import { requestLog } from './observability/request-log';
import { serverMetrics } from './observability/server-metrics';
import { countedTarget } from './platform/counted-transport';
import { sharedReads } from './platform/shared-reads';
import { upstreamBudget } from './platform/upstream-budget';
import { STEP_UP_HEADER } from '../shared/step-up';
import { dashboardEndpoints } from '../shared/dashboard-endpoints';
import { providerLoanSource } from './ltv-history/loan-source';
import { ltvHistoryRoutes } from './ltv-history/ltv-history-routes';
import { contractAbiRoutes } from './contract-abis/contract-abi-routes';
import { startLtvSampler } from './ltv-history/ltv-sampler';
import { balanceHistoryRoutes } from './balance-history/balance-history-routes';
import { providerWalletSource } from './balance-history/wallet-source';
import { alertAnnouncer } from './risk-alerts/announce-alerts';
import { alertRulesRoutes } from './risk-alerts/alert-rules-routes';
import { clearLoopSource } from './risk-alerts/clearloop-source';
import { judgeRules } from './risk-alerts/judge-rules';
import { judgeMinimums } from './balance-minimums/judge-minimums';
import { balanceMinimumsRoutes } from './balance-minimums/balance-minimums-routes';
import { portfolioNamesSource, walletsToJudge } from './balance-minimums/wallets-to-judge';
import { loansToJudge, namedLoans } from './risk-alerts/loans-to-judge';

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
  const trail = await openAuditTrail(store, settings.audit, settings.store.location, now);
  const audit = auditRecorder(trail.log);
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
    securityHeaders: securityHeaderList(settings.http),
  });
  const events = await createEvents({
    db: store,
    settings: settings.events,
    webhookSecret,
    publicUrl: settings.signIn.publicUrl,
    now,
    webhookRefused: onRecord.webhookRefused,
    sessionLiveUntil: auth.sessionLiveUntil,
    beforeAnnounce: async ({ payload, receivedAt }) => {
      await reads.changed(payload);
      metrics.webhookAnnounced(receivedAt);
    },
  });
  openStreams = () => events.hub.size;
  const onPasskey = passkeyEvents(audit);
  const stepUp = passkeyStepUp({ db: store, settings: settings.stepUp, now, events: onPasskey });

  const app = new Hono<{ Variables: AuthVariables }>();
  app.use('*', requestFacts());
  app.use('*', requestLog(log));
  app.use('*', countRequests(metrics));
  // Scraped by the operator's monitoring by address, so before the host allow-list.
  const { metricsToken } = settings.operations;
  if (metricsToken !== undefined) app.route('/metrics', metricsRoute(metrics, metricsToken));
  app.use('*', hostAllowList(settings.http.allowedHosts));
  app.use('*', requestBodyLimit());
  app.use('*', securityHeaders(settings.http));
  app.use('*', sameOriginWrites());
  app.use('*', inputHygiene(onRecord.inputRefused));
  for (const prefix of ['/api/*', '/platform/*']) app.use(prefix, compressAnswers());
  app.route('/healthz', healthRoute(stores));
  for (const prefix of ['/auth/*', '/api/*', '/platform/*']) app.use(prefix, auth.readSession);
  app.route('/auth', auth.signInRoutes);
  if (auth.idpRoutes) app.route('/idp', auth.idpRoutes);

  const requireSession: MiddlewareHandler<{ Variables: AuthVariables }> = async (c, next) => {
    // Asking whether one is signed in is not a refusal: it answers `signedIn: false`.
    const { method, path } = dashboardEndpoints.readSession;
    const sessionCheck = c.req.method === method && c.req.path === path;
    if (c.get('session') === undefined && !sessionCheck) {
      const refusal = unauthenticated(c.get('sessionProblem'));
      await onRecord.unauthenticated(refusal.error, c);
      return c.json(refusal, 401);
    }
    await next();
  };
  app.use('/api/*', requireSession);
  app.route(
    '/',
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
      confirmKeyChange: (session, apiKey, c) =>
        stepUp.confirm(
          session,
          c.req.header(STEP_UP_HEADER),
          () => Promise.resolve(apiKeyAction(session.subject, apiKey)),
          c,
        ),
      ...(api.sandboxKeys === undefined
        ? {}
        : { knownKeyOwners: new Map(api.sandboxKeys.map((key) => [key.apiKey, key.userId])) }),
    }),
  );
  app.route('/', apiKeyNoticeRoutes({ db: store, now }));
  app.route('/', stepUpRoutes({ db: store, target, encryptionKey: auth.encryptionKey, stepUp }));
  app.route(
    '/',
    passkeyRoutes({
      db: store,
      settings: settings.stepUp,
      stepUp,
      now,
      events: onPasskey,
    }),
  );
  const serviceKey = settings.api.kind === 'upstream' ? settings.api.serviceKey : undefined;
  const configuredOrganization: ConfiguredOrganization | undefined =
    settings.api.organizationId !== undefined
      ? { organizationId: settings.api.organizationId, source: 'setting' }
      : api.sandboxOrganizationId !== undefined
        ? { organizationId: api.sandboxOrganizationId, source: 'sandbox' }
        : undefined;
  const readKeyOf = async (subject: string) =>
    (await credentialsOf(store, auth.encryptionKey, subject)) ?? serviceKey;
  app.route(
    '/',
    organizationRoutes({
      db: store,
      target,
      configured: configuredOrganization,
      readKeyOf,
      now,
      chosen: onRecord.organizationChosen,
    }),
  );
  app.route(
    '/',
    identityRoutes({
      db: store,
      target,
      encryptionKey: auth.encryptionKey,
      organizationOf: async (credentials) => {
        const served = await servedOrganization({
          db: store,
          configured: configuredOrganization,
          target,
          credentials,
        });
        if (served.status === 'set') return { ok: true, organizationId: served.organizationId };
        return {
          ok: false,
          message:
            served.status === 'unavailable'
              ? served.message
              : served.status === 'none'
                ? 'The API lists no organization for your key.'
                : 'The API lists several organizations and none is chosen yet: an administrator must choose the one this dashboard serves.',
        };
      },
      ordersPlacedBy: (subject, sinceMs) => ordersPlacedBy(store, subject, sinceMs),
      now,
      confirmed: onRecord.identityConfirmed,
    }),
  );
  const { sampleMinutes, retentionDays } = settings.operations.ltvHistory;
  const { alertHysteresisPoints } = settings.operations;
  const announceAlerts = alertAnnouncer({
    db: store,
    mailer: events.mailer,
    publicUrl: settings.signIn.publicUrl,
    now,
  });
  const clearLoop = clearLoopSource({
    db: store,
    target,
    encryptionKey: auth.encryptionKey,
    serviceKey,
    warn: (message) => log.warn(message),
  });
  const portfolioNames = portfolioNamesSource({
    db: store,
    target,
    encryptionKey: auth.encryptionKey,
    serviceKey,
  });
  const ltvSampler =
    sampleMinutes === 0
      ? undefined
      : startLtvSampler({
          db: store,
          loans: providerLoanSource({
            db: store,
            target,
            encryptionKey: auth.encryptionKey,
            serviceKey,
            configured: configuredOrganization,
          }),
          everyMs: sampleMinutes * 60_000,
          retentionDays,
          ...(api.sandboxLtvPast === undefined ? {} : { seedPast: api.sandboxLtvPast }),
          balances: {
            wallets: providerWalletSource({
              db: store,
              target,
              encryptionKey: auth.encryptionKey,
              serviceKey,
            }),
            ...(api.sandboxBalancePast === undefined ? {} : { seedPast: api.sandboxBalancePast }),
            judge: async (wallets) => {
              const toJudge = async () => walletsToJudge(wallets, await portfolioNames());
              await announceAlerts(await judgeMinimums(store, toJudge, now()));
            },
          },
          now,
          warn: (message) => log.warn(message),
          ran: (at) => metrics.samplerRan('ltv', at),
          // Every rule is judged on the sampler's turn, ClearLoop's included.
          judge: async ({ loans, readings, organizationId }) => {
            const sources = {
              readings: loansToJudge(loans, readings, organizationId),
              loans: namedLoans(loans, organizationId),
              ...clearLoop,
            };
            await announceAlerts(await judgeRules(store, sources, alertHysteresisPoints, now()));
          },
        });
  app.route('/', ltvHistoryRoutes({ db: store, sampleMinutes, retentionDays, now }));
  app.route('/', balanceHistoryRoutes({ db: store, sampleMinutes, retentionDays }));
  app.route('/', contractAbiRoutes({ db: store, now, acted: onRecord.adminActed }));
  app.route(
    '/',
    alertRulesRoutes({
      db: store,
      hysteresisPoints: alertHysteresisPoints,
      emailAvailable: events.mailer !== undefined,
      now,
      acted: onRecord.alertRuleChanged,
    }),
  );
  app.route('/', balanceMinimumsRoutes({ db: store, now, acted: onRecord.balanceMinimumChanged }));
  app.route('/', activityRoutes(store, audit, now));
  app.route(
    '/',
    adminRoutes({
      db: store,
      directory: settings.signIn.provider.kind,
      timeouts: settings.signIn,
      now,
      acted: onRecord.adminActed,
    }),
  );
  app.route('/', events.liveStreamRoute);
  app.route('/', events.notificationRoutes);
  app.all('/api/*', (c) => c.json({ error: 'not-found', message: 'No such endpoint.' }, 404));

  app.route(
    '/platform',
    platformRoutes({
      target,
      actorOf: auth.actorOf,
      serviceKey,
      signedAs: (actor) => auth.markUsed(actor.subject),
      writes: audit.writes,
      reads,
      stepUpGate: stepUp.gate,
      wrote: events.publishWrite,
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
    audit: trail,
    log,
    metrics,
    close: async () => {
      await ltvSampler?.stop();
      reads.close();
      await trail.checkpointer.close();
      await events.close();
    },
  };
}
