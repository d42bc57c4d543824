import { Hono } from 'hono';
import { z } from 'zod';
import type { NotificationsResponse } from '../../shared/contracts/live-events';
import type { AuthVariables } from '../auth/session-middleware';
import type { SqlClient } from '../../store/sql-client';
import {
  emailWanted,
  listNotifications,
  markRead,
  setEmailWanted,
} from './notifications-repository';

const readBodySchema = z.strictObject({
  ids: z.array(z.number().int().positive()).max(500).optional(),
});
const settingsBodySchema = z.strictObject({ email: z.boolean() });

/** /api/notifications: what waits for the signed-in person, and how they want to hear of it. */
export function notificationRoutes(db: SqlClient, emailAvailable: boolean, now: () => number) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const subjectOf = (session: AuthVariables['session']) => {
    if (session === undefined) throw new Error('notification routes run behind the session check');
    return session.subject;
  };

  app.get('/', async (c) => {
    const subject = subjectOf(c.get('session'));
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

  app.post('/read', async (c) => {
    const parsed = readBodySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ error: 'bad-request', message: 'Send {"ids": [...]} or {}.' }, 400);
    await markRead(db, subjectOf(c.get('session')), parsed.data.ids ?? 'all', now());
    return c.json({ ok: true });
  });

  app.put('/settings', async (c) => {
    const parsed = settingsBodySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success)
      return c.json({ error: 'bad-request', message: 'Send {"email": true|false}.' }, 400);
    await setEmailWanted(db, subjectOf(c.get('session')), parsed.data.email);
    return c.json({ email: parsed.data.email });
  });

  return app;
}
