import type { SqlClient } from '../../store/sql-client';
import { dismissRevocation, unseenRevocations } from './api-key-revocation';
import { dashboardRouter, signedInSession } from '../http/dashboard-router';

/**
 * /api/api-key-notices: what the signed-in person is told when an administrator revoked their
 * key (whose, when, why), until they dismiss it. Only their own notices, behind the session check.
 */
export function apiKeyNoticeRoutes({ db, now }: { db: SqlClient; now: () => number }) {
  const { app, serve } = dashboardRouter();

  serve('listApiKeyNotices', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ notices: await unseenRevocations(db, signedInSession(c).subject) });
  });

  serve('dismissApiKeyNotice', async (c) => {
    const id = Number(c.req.param('id'));
    const subject = signedInSession(c).subject;
    if (!Number.isSafeInteger(id) || !(await dismissRevocation(db, subject, id, now()))) {
      return c.json({ error: 'not-found', message: 'No such notice of yours to dismiss.' }, 404);
    }
    return c.json({ dismissed: id });
  });

  return app;
}
