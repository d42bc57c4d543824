import type { MiddlewareHandler } from 'hono';
import type { Database } from '../../store/sql-client';
import type { SessionCookie } from './session-cookie';
import { findSession, type SessionTimeouts, type SignedInSession } from './session-store';

export interface AuthVariables {
  /** The signed-in person's live session, if the request carries one. */
  session: SignedInSession | undefined;
  /** Why there is none: the cookie named an expired session, or there was no session at all. */
  sessionProblem: 'expired' | 'none';
}

/** Looks the session up once per request; the routes decide what needs one. */
export function readSession(
  db: Database,
  cookie: SessionCookie,
  timeouts: SessionTimeouts,
  now: () => number,
): MiddlewareHandler<{ Variables: AuthVariables }> {
  return async (c, next) => {
    const id = cookie.read(c);
    const found =
      id === undefined ? { state: 'none' as const } : await findSession(db, id, timeouts, now());
    if (found.state === 'active') {
      c.set('session', found.session);
    } else {
      c.set('session', undefined);
      c.set('sessionProblem', found.state);
      if (found.state === 'expired') cookie.clear(c);
    }
    await next();
  };
}

/** The 401 every protected path answers without a session. */
export function unauthenticated(problem: 'expired' | 'none') {
  return problem === 'expired'
    ? {
        error: 'session-expired',
        message: 'Your session has ended. Sign in again to continue; what you typed is kept.',
      }
    : { error: 'unauthenticated', message: 'Sign in to use the dashboard.' };
}
