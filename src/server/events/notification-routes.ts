import {
  markNotificationsReadSchema,
  notificationSettingsSchema,
  type NotificationsResponse,
} from '../../shared/contracts/live-events';
import { dashboardRouter, signedInSession } from '../http/dashboard-router';
import type { SqlClient } from '../../store/sql-client';
import {
  emailWanted,
  listNotifications,
  markRead,
  setEmailWanted,
} from './notifications-repository';

/** /api/notifications: what waits for the signed-in person, and how they want to hear of it. */
export function notificationRoutes(db: SqlClient, emailAvailable: boolean, now: () => number) {
  const { app, serve } = dashboardRouter();

  serve('listNotifications', async (c) => {
    const subject = signedInSession(c).subject;
    const body: NotificationsResponse = {
      notifications: (await listNotifications(db, subject, 50)).map((entry) => ({
        ...entry.summary,
        id: entry.id,
        kind: entry.kind,
        createdAt: entry.createdAt,
        read: entry.read,
      })),
      emailAvailable,
      email: await emailWanted(db, subject),
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });

  serve('markNotificationsRead', async (c) => {
    const parsed = markNotificationsReadSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ error: 'bad-request', message: 'Send {"ids": [...]} or {}.' }, 400);
    await markRead(db, signedInSession(c).subject, parsed.data.ids ?? 'all', now());
    return c.json({ ok: true });
  });

  serve('setNotificationSettings', async (c) => {
    const parsed = notificationSettingsSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ error: 'bad-request', message: 'Send {"email": true|false}.' }, 400);
    await setEmailWanted(db, signedInSession(c).subject, parsed.data.email);
    return c.json({ email: parsed.data.email });
  });

  return app;
}
