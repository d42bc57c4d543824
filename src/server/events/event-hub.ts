import { z } from 'zod';
import type { Role } from '../../shared/access';
import type { NotificationEvent } from '../../shared/contracts/live-events';
import { parseRows, type Database } from '../../store/sql-client';
import { eventBySeq } from './events-repository';
import { mayReceive, messageFor, type LiveMessage } from './live-messages';
import { notificationSummarySchema } from './notifications-repository';
import { EVENTS_CHANNEL } from './process-event';
import { SESSION_ENDED_CHANNEL } from '../auth/session-store';
import { ACCOUNT_CHANGES_CHANNEL } from '../auth/api-key-revocation';
import { ROLE_GRANTS_CHANNEL } from '../auth/idp/role-grants';
import { ORGANIZATION_CHOSEN_CHANNEL } from '../organization/organization-choice';
import { RISK_ALERTS_CHANNEL } from '../risk-alerts/announce-alerts';
import { alertById, alertForPerson } from '../risk-alerts/risk-alerts-repository';

/** One open live stream: whose it is, how to write to it, and how to end it. */
export interface Subscriber {
  subject: string;
  roles: readonly Role[];
  /** The hash of the session it belongs to: when that session ends, so does the stream. */
  sessionIdHash: string;
  send(message: LiveMessage): void;
  end(): void;
}

const notifiedRowSchema = z.object({
  id: z.number(),
  subject: z.string(),
  order_id: z.string(),
  kind: z.enum(['co-sign', 'master-password']),
  summary: notificationSummarySchema,
});

/** The notifications an event made, as the live stream carries them to their people. */
export async function notificationsOfEvent(db: Database, seq: number, eventId: string) {
  const { rows } = await db.query(
    'SELECT id, subject, order_id, kind, summary FROM notifications WHERE event_seq = $1',
    [seq],
  );
  return parseRows(notifiedRowSchema, rows).map((row) => {
    const data: NotificationEvent = {
      id: row.id,
      orderId: row.order_id,
      kind: row.kind,
      amount: row.summary.amount,
      baseCurrency: row.summary.baseCurrency,
    };
    const message: LiveMessage = { event: 'notification', id: eventId, data: JSON.stringify(data) };
    return { subject: row.subject, message };
  });
}

/**
 * This process's share of the live streams. Every instance listens on the store's channel
 * (PostgreSQL NOTIFY, or PGlite's own), reads each announced event once, and writes it to
 * its own open streams: a person gets the changes their roles may read, and their own
 * notifications, and word of what an administrator changed about them. Streams of a session
 * that ends are closed on every instance.
 */
export async function startEventHub(db: Database) {
  const subscribers = new Set<Subscriber>();

  async function deliver(seq: number): Promise<void> {
    if (subscribers.size === 0) return;
    const event = await eventBySeq(db, seq);
    if (event === undefined) return;
    const message = messageFor(event);
    const notifications = await notificationsOfEvent(db, seq, event.eventId);
    for (const subscriber of subscribers) {
      if (message !== undefined && mayReceive(subscriber.roles, message)) subscriber.send(message);
      for (const notification of notifications) {
        if (notification.subject === subscriber.subject) subscriber.send(notification.message);
      }
    }
  }

  /** A risk alert goes to its own person's streams only, while they have risk oversight. */
  async function deliverAlert(id: number): Promise<void> {
    if (subscribers.size === 0) return;
    const raised = await alertById(db, id);
    if (raised === undefined) return;
    const data = JSON.stringify(alertForPerson(raised));
    const message: LiveMessage = { event: 'risk-alert', data };
    for (const subscriber of subscribers) {
      if (subscriber.subject === raised.subject && mayReceive(subscriber.roles, message)) {
        subscriber.send(message);
      }
    }
  }

  const stopAlerts = await db.listen(RISK_ALERTS_CHANNEL, (payload) => {
    const id = Number(payload);
    if (Number.isSafeInteger(id)) {
      deliverAlert(id).catch((error: unknown) =>
        console.error('Risk alert delivery failed', error),
      );
    }
  });
  const stopEvents = await db.listen(EVENTS_CHANNEL, (payload) => {
    const seq = Number(payload);
    if (Number.isSafeInteger(seq)) {
      deliver(seq).catch((error: unknown) => console.error('Live event delivery failed', error));
    }
  });
  // An administrator changed a person's account (revoked their key): their own streams hear
  // it, and the browser refreshes what it shows of them.
  const accountChanged: LiveMessage = {
    event: 'account',
    data: JSON.stringify({ change: 'api-key' }),
  };
  const stopAccounts = await db.listen(ACCOUNT_CHANGES_CHANNEL, (subject) => {
    for (const subscriber of subscribers) {
      if (subscriber.subject === subject) subscriber.send(accountChanged);
    }
  });
  // A grant of power asked for, approved or declined: every administrator's console refreshes.
  const grantsChanged: LiveMessage = {
    event: 'admin',
    data: JSON.stringify({ change: 'role-grants' }),
  };
  const stopGrants = await db.listen(ROLE_GRANTS_CHANNEL, () => {
    for (const subscriber of subscribers) {
      if (mayReceive(subscriber.roles, grantsChanged)) subscriber.send(grantsChanged);
    }
  });
  // An administrator chose another organization: every view everywhere shows another's data.
  const stopOrganization = await db.listen(ORGANIZATION_CHOSEN_CHANNEL, (organizationId) => {
    const message: LiveMessage = {
      event: 'organization',
      data: JSON.stringify({ organizationId }),
    };
    for (const subscriber of subscribers) subscriber.send(message);
  });
  // A session ended on any instance (sign-out, a new sign-in, expiry, an administrator):
  // its streams here end too, so nothing more reaches a browser that no longer has it.
  const stopSessions = await db.listen(SESSION_ENDED_CHANNEL, (idHash) => {
    for (const subscriber of subscribers) {
      if (subscriber.sessionIdHash === idHash) subscriber.end();
    }
  });

  return {
    subscribe(subscriber: Subscriber): () => void {
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    /** How many streams this process holds open (for figures). */
    get size() {
      return subscribers.size;
    },
    close: async () => {
      await stopEvents();
      await stopAlerts();
      await stopSessions();
      await stopAccounts();
      await stopGrants();
      await stopOrganization();
    },
  };
}

export type EventHub = Awaited<ReturnType<typeof startEventHub>>;
