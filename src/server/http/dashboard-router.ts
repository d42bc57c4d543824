import { Hono, type Context, type Handler, type MiddlewareHandler } from 'hono';
import {
  dashboardOperationRoles,
  dashboardRolesInWords,
  heldRolesInWords,
  mayUseDashboard,
  withoutSession,
} from '../../shared/access';
import { honoPath, type HonoPath } from '../../shared/dashboard-endpoint';
import { dashboardEndpoints, type DashboardOperationName } from '../../shared/dashboard-endpoints';
import type { AuthVariables } from '../auth/session-middleware';
import type { SignedInSession } from '../auth/session-store';

export interface DashboardEnv {
  Variables: AuthVariables;
}
export type DashboardContext = Context<DashboardEnv>;

/** The signed-in person a route runs for: every /api route runs behind the session check. */
export function signedInSession(c: Context<DashboardEnv>): SignedInSession {
  const session = c.get('session');
  if (session === undefined) throw new Error('/api routes run behind the session check');
  return session;
}

/** A refused write, for a route group to put on the record under its own action. */
export interface DashboardRefusal {
  operation: DashboardOperationName;
  session: SignedInSession;
  message: string;
}
export type RecordRefusal = (
  c: DashboardContext,
  refusal: DashboardRefusal,
) => Promise<unknown> | undefined;

/** The role checks the routes run first, so a test can tell a route registered without one. */
const authorisers = new WeakSet();

export function isDashboardAuthoriser(handler: unknown): boolean {
  return typeof handler === 'function' && authorisers.has(handler);
}

/** The role table decides; a refusal names the roles needed and those held. */
function authorise(
  operation: DashboardOperationName,
  recordRefusal: RecordRefusal | undefined,
): MiddlewareHandler<DashboardEnv> {
  const check: MiddlewareHandler<DashboardEnv> = async (c, next) => {
    if (dashboardOperationRoles[operation] === withoutSession) return next();
    const session = signedInSession(c);
    if (mayUseDashboard(session.roles, operation)) return next();
    const message = `This needs the ${dashboardRolesInWords(operation)} role; ${session.name} has ${heldRolesInWords(session.roles)}.`;
    // Reads refused are not on the record; a write refused is, as every write is.
    if (c.req.method !== 'GET') await recordRefusal?.(c, { operation, session, message });
    return c.json({ error: 'forbidden', message }, 403);
  };
  authorisers.add(check);
  return check;
}

/**
 * Routes of the dashboard's own API, each registered from its descriptor (method, and path
 * with `{name}` as Hono's `:name`) behind the role table's check. Mount it at the root.
 */
export function dashboardRouter(recordRefusal?: RecordRefusal) {
  const app = new Hono<DashboardEnv>();
  function serve<TName extends DashboardOperationName>(
    operation: TName,
    handler: Handler<DashboardEnv, HonoPath<(typeof dashboardEndpoints)[TName]['path']>>,
  ) {
    const { method, path } = dashboardEndpoints[operation];
    app.on(method, honoPath(path), authorise(operation, recordRefusal), handler);
  }
  return { app, serve };
}
