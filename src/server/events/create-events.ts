import { randomBytes } from 'node:crypto';
import { sharedSecret } from '../auth/server-secrets';
import type { EventsSettings } from '../settings/events-settings';
import type { Database } from '../../store/sql-client';
import { smtpMailer } from './approval-email';
import { dashboardChanges } from './dashboard-changes';
import { startEventHub } from './event-hub';
import { unprocessedEvents } from './events-repository';
import { liveStreamRoute } from './live-stream-route';
import { notificationRoutes } from './notification-routes';
import { processEvent, type ProcessingDeps } from './process-event';
import { webhookRoute, type WebhookRouteOptions } from './webhook-route';

/** How often each instance looks for events stored but never acted on (a crash mid-way). */
const SWEEP_MS = 30_000;

/**
 * The secret webhooks are signed with: COPPER_WEBHOOK_SECRET, or, for the sandbox (which both
 * sends and receives them), one made once and shared by every instance through the store.
 */
export async function webhookSecretFor(
  db: Database,
  settings: EventsSettings,
  sandbox: boolean,
): Promise<string | undefined> {
  if (settings.webhookSecret !== undefined || !sandbox) return settings.webhookSecret;
  return sharedSecret(db, 'sandbox-webhook-secret', () => randomBytes(32).toString('base64url'));
}

/** Live events, wired once: the webhook receiver, the live streams, notifications and email. */
export async function createEvents(options: {
  db: Database;
  settings: EventsSettings;
  webhookSecret: string | undefined;
  publicUrl: string;
  now: () => number;
  /** Told of every refused webhook, so it goes on the record. */
  webhookRefused?: WebhookRouteOptions['refused'];
  /** Until when a session is live (undefined once ended): live streams end with it. */
  sessionLiveUntil: (idHash: string) => Promise<number | undefined>;
  /** Told of each event before the live streams are. */
  beforeAnnounce?: ProcessingDeps['beforeAnnounce'];
}) {
  const { db, now } = options;
  const deps: ProcessingDeps = {
    mailer:
      options.settings.smtpUrl === undefined
        ? undefined
        : smtpMailer(options.settings.smtpUrl, options.settings.emailFrom),
    publicUrl: options.publicUrl,
    now,
    ...(options.beforeAnnounce === undefined ? {} : { beforeAnnounce: options.beforeAnnounce }),
  };
  const process = (seq: number) => processEvent(db, seq, deps);
  const hub = await startEventHub(db);

  let stopped = false;
  const sweep = async () => {
    for (const seq of await unprocessedEvents(db, 100)) await process(seq);
  };
  const sweeper = setInterval(() => {
    if (!stopped) sweep().catch((error: unknown) => console.error('Event sweep failed', error));
  }, SWEEP_MS);
  sweeper.unref();
  await sweep();

  return {
    hub,
    /** Email through the organisation's SMTP server, when one is set up. */
    mailer: deps.mailer,
    /** Publishes a successful co-sign, master password or cancel made through this dashboard. */
    publishWrite: dashboardChanges({ db, now, process }),
    webhookRoute: webhookRoute({
      db,
      secret: options.webhookSecret,
      now,
      process,
      ...(options.webhookRefused === undefined ? {} : { refused: options.webhookRefused }),
    }),
    liveStreamRoute: liveStreamRoute(
      db,
      hub,
      options.settings.liveStreamMaxMs,
      options.sessionLiveUntil,
      now,
    ),
    notificationRoutes: notificationRoutes(db, deps.mailer !== undefined, now),
    close: async () => {
      stopped = true;
      clearInterval(sweeper);
      await hub.close();
    },
  };
}
