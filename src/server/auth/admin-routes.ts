import { Hono, type Context, type MiddlewareHandler } from 'hono';
import {
  clearThrottlesRequestSchema,
  type LiveSession,
  type SignInThrottle,
} from '../../shared/admin';
import { mayUseDashboard, roleLabels } from '../../shared/access';
import type { Database } from '../../store/sql-client';
import { clearThrottles, listThrottles } from './idp/sign-in-throttle';
import { apiKeyRoutes } from './api-key-routes';
import { peopleRoutes, type PeopleRoutesOptions } from './people-routes';
import { roleGrantRoutes } from './role-grant-routes';
import type { AuthVariables } from './session-middleware';
import {
  endPersonSessions,
  endSession,
  listSessions,
  sessionByHash,
  type SessionTimeouts,
  type SignedInSession,
} from './session-store';

/** What an administrator did (or was refused), with what stood before and after, for the record. */
export interface AdminAct {
  who: Pick<SignedInSession, 'subject' | 'email' | 'name' | 'roles'>;
  action:
    | 'sign-in.throttle.clear'
    | 'session.revoke'
    | 'contract-abi.add'
    | 'contract-abi.remove'
    | 'person.add'
    | 'person.roles'
    | 'person.deactivate'
    | 'person.password-reset'
    | 'api-key.revoke'
    | 'role-grant.request'
    | 'role-grant.approve'
    | 'role-grant.decline';
  outcome: 'succeeded' | 'refused';
  detail: string;
  /** How a refusal was answered, when not 403 `forbidden`. */
  refusedWith?: { statusCode: number; errorCode: string };
}

/** The write an /api/admin request attempts, for recording a refusal under its own action. */
function attemptedAction(method: string, path: string): AdminAct['action'] {
  if (path.includes('/sign-in-throttles')) return 'sign-in.throttle.clear';
  if (path.includes('/api-keys/')) return 'api-key.revoke';
  if (path.endsWith('/approve')) return 'role-grant.approve';
  if (path.endsWith('/decline')) return 'role-grant.decline';
  if (path.endsWith('/sessions') || path.includes('/sessions/')) return 'session.revoke';
  if (path.endsWith('/roles')) return 'person.roles';
  if (path.endsWith('/deactivate')) return 'person.deactivate';
  if (path.endsWith('/password')) return 'person.password-reset';
  return method === 'POST' ? 'person.add' : 'session.revoke';
}

export interface AdminRoutesOptions {
  db: Database;
  /** Where people are kept: only the embedded provider's are changed here. */
  directory: PeopleRoutesOptions['directory'];
  timeouts: SessionTimeouts;
  now: () => number;
  acted?: (act: AdminAct, c: Context) => Promise<unknown>;
}

function utc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** A throttle in words: "198.51.100.7 at dana@example.com: 6 failures, waiting until …". */
function throttleText(row: SignInThrottle): string {
  const who = {
    pair: `${row.address} at ${row.account}`,
    address: `${row.address} at any account`,
    account: `${row.account} from any address`,
  }[row.tier];
  const wait = row.waitUntil === null ? '' : `, waiting until ${utc(row.waitUntil)}`;
  return `${who}: ${row.failures} failure${row.failures === 1 ? '' : 's'}${wait}`;
}

function sessionView(session: SignedInSession, current: string): LiveSession {
  return {
    id: session.idHash,
    person: { subject: session.subject, name: session.name, email: session.email },
    roles: session.roles,
    createdAt: session.createdAt,
    lastActiveAt: session.lastActiveAt,
    idleExpiresAt: session.idleExpiresAt,
    expiresAt: session.expiresAt,
    current: session.idHash === current,
  };
}

/**
 * /api/admin: what an administrator does to sign-in itself. The server checks the role on
 * every request (the screen only mirrors it); each change is recorded with before and after.
 * - sign-in throttles: list them, and clear an account's or an address's;
 * - sessions: list who is signed in, end one session, or every session of one person. An
 *   ended session's live streams close on every instance;
 * - people (`people-routes.ts`), and grants of power waiting for a second administrator
 *   (`role-grant-routes.ts`);
 * - API keys: who holds one, and revoking one with a reason (`api-key-routes.ts`).
 */
export function adminRoutes({ db, directory, timeouts, now, acted }: AdminRoutesOptions) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const admin = (c: Context<{ Variables: AuthVariables }>) => {
    const session = c.get('session');
    if (session === undefined) throw new Error('admin routes run behind the session check');
    return session;
  };

  const adminOnly: MiddlewareHandler<{ Variables: AuthVariables }> = async (c, next) => {
    const session = admin(c);
    if (mayUseDashboard(session.roles, 'administer')) return next();
    const held = session.roles.map((role) => roleLabels[role].toLowerCase()).join(', ');
    const message = `This needs the administrator role; ${session.name} has ${held}.`;
    if (c.req.method !== 'GET') {
      const action = attemptedAction(c.req.method, c.req.path);
      await acted?.({ who: session, action, outcome: 'refused', detail: message }, c);
    }
    return c.json({ error: 'forbidden', message }, 403);
  };
  app.use('*', adminOnly);
  app.route('/people', peopleRoutes({ db, directory, now, ...(acted ? { acted } : {}) }));
  app.route('/api-keys', apiKeyRoutes({ db, now, ...(acted ? { acted } : {}) }));
  app.route('/role-grants', roleGrantRoutes({ db, now, ...(acted ? { acted } : {}) }));

  app.get('/sign-in-throttles', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ throttles: await listThrottles(db, now()) });
  });

  app.post('/sign-in-throttles/clear', async (c) => {
    const parsed = clearThrottlesRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) {
      return c.json(
        {
          error: 'bad-request',
          message: 'Name an account ({"account": email}) or an address ({"address": ip}).',
        },
        400,
      );
    }
    const target = parsed.data;
    const cleared = await clearThrottles(db, target, now());
    const what = 'account' in target ? `account ${target.account}` : `address ${target.address}`;
    const before = cleared.length === 0 ? 'none' : cleared.map(throttleText).join('; ');
    await acted?.(
      {
        who: admin(c),
        action: 'sign-in.throttle.clear',
        outcome: 'succeeded',
        detail: `Sign-in throttles of ${what}. Before: ${before}. After: none.`,
      },
      c,
    );
    return c.json({ cleared });
  });

  app.get('/sessions', async (c) => {
    const sessions = await listSessions(db, timeouts, now());
    c.header('Cache-Control', 'no-store');
    return c.json({ sessions: sessions.map((session) => sessionView(session, admin(c).idHash)) });
  });

  /** Ends sessions and records it: how many the person had live before, and after. */
  async function revoke(
    c: Context<{ Variables: AuthVariables }>,
    whose: SignedInSession | undefined,
    end: () => Promise<number>,
    what: string,
  ) {
    if (whose === undefined) {
      return c.json({ error: 'not-found', message: 'No such live session.' }, 404);
    }
    const live = async () => (await listSessions(db, timeouts, now(), whose.subject)).length;
    const before = await live();
    const ended = await end();
    await acted?.(
      {
        who: admin(c),
        action: 'session.revoke',
        outcome: 'succeeded',
        detail: `${what} of ${whose.name} (${whose.email}). Before: ${before} live. After: ${await live()} live.`,
      },
      c,
    );
    return c.json({ ended });
  }

  app.delete('/sessions/:id', async (c) => {
    const id = c.req.param('id');
    const found = await sessionByHash(db, id, timeouts, now());
    const whose = found.state === 'active' ? found.session : undefined;
    return revoke(c, whose, async () => ((await endSession(db, id)) ? 1 : 0), 'Ended a session');
  });

  app.delete('/people/:subject/sessions', async (c) => {
    const subject = c.req.param('subject');
    const [whose] = await listSessions(db, timeouts, now(), subject);
    return revoke(c, whose, () => endPersonSessions(db, subject), 'Ended every session');
  });

  return app;
}
