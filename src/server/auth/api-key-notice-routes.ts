import { Hono } from 'hono';
import type { SqlClient } from '../../store/sql-client';
import { dismissRevocation, unseenRevocations } from './api-key-revocation';
import type { AuthVariables } from './session-middleware';

/**
 * /api/api-key-notices: what the signed-in person is told when an administrator revoked their
 * key (whose, when, why), until they dismiss it. Only their own notices, behind the session check.
 */
export function apiKeyNoticeRoutes({ db, now }: { db: SqlClient; now: () => number }) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const subjectOf = (session: AuthVariables['session']) => {
    if (session === undefined) throw new Error('notice routes run behind the session check');
    return session.subject;
  };

  app.get('/', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ notices: await unseenRevocations(db, subjectOf(c.get('session'))) });
  });

  app.post('/:id/dismiss', async (c) => {
    const id = Number(c.req.param('id'));
    const subject = subjectOf(c.get('session'));
    if (!Number.isSafeInteger(id) || !(await dismissRevocation(db, subject, id, now()))) {
      return c.json({ error: 'not-found', message: 'No such notice of yours to dismiss.' }, 404);
    }
    return c.json({ dismissed: id });
  });

  return app;
}
