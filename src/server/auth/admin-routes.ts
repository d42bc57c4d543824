import type { Context } from 'hono';
import {
  clearThrottlesRequestSchema,
  type LiveSession,
  type SignInThrottle,
} from '../../shared/admin';
import type { Database } from '../../store/sql-client';
import { clearThrottles, listThrottles } from './idp/sign-in-throttle';
import { apiKeyRoutes } from './api-key-routes';
import { peopleRoutes, type PeopleRoutesOptions } from './people-routes';
import { roleGrantRoutes } from './role-grant-routes';
import { signedInSession, type DashboardContext } from '../http/dashboard-router';
import { adminRouter } from './admin-router';
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
  const { app, serve } = adminRouter(acted);
  const group = { db, now, ...(acted ? { acted } : {}) };
  app.route('/', peopleRoutes({ ...group, directory }));
  app.route('/', apiKeyRoutes(group));
  app.route('/', roleGrantRoutes(group));

  serve('listSignInThrottles', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ throttles: await listThrottles(db, now()) });
  });

  serve('clearSignInThrottles', async (c) => {
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
        who: signedInSession(c),
        action: 'sign-in.throttle.clear',
        outcome: 'succeeded',
        detail: `Sign-in throttles of ${what}. Before: ${before}. After: none.`,
      },
      c,
    );
    return c.json({ cleared });
  });

  serve('listLiveSessions', async (c) => {
    const sessions = await listSessions(db, timeouts, now());
    c.header('Cache-Control', 'no-store');
    return c.json({
      sessions: sessions.map((session) => sessionView(session, signedInSession(c).idHash)),
    });
  });

  /** Ends sessions and records it: how many the person had live before, and after. */
  async function revoke(
    c: DashboardContext,
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
        who: signedInSession(c),
        action: 'session.revoke',
        outcome: 'succeeded',
        detail: `${what} of ${whose.name} (${whose.email}). Before: ${before} live. After: ${await live()} live.`,
      },
      c,
    );
    return c.json({ ended });
  }

  serve('endSession', async (c) => {
    const id = c.req.param('id');
    const found = await sessionByHash(db, id, timeouts, now());
    const whose = found.state === 'active' ? found.session : undefined;
    return revoke(c, whose, async () => ((await endSession(db, id)) ? 1 : 0), 'Ended a session');
  });

  serve('endPersonSessions', async (c) => {
    const subject = c.req.param('subject');
    const [whose] = await listSessions(db, timeouts, now(), subject);
    return revoke(c, whose, () => endPersonSessions(db, subject), 'Ended every session');
  });

  return app;
}
