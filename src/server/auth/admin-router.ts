import type { Context } from 'hono';
import type { DashboardOperationName } from '../../shared/dashboard-endpoints';
import type { Database } from '../../store/sql-client';
import { dashboardRouter } from '../http/dashboard-router';
import type { AdminAct } from './admin-routes';

/** What each group of the administrator's routes needs: the store, the clock, the record. */
export interface AdminGroupOptions {
  db: Database;
  now: () => number;
  acted?: (act: AdminAct, c: Context) => Promise<unknown>;
}

/** The write each administrator's operation attempts, for recording a refusal under it. */
const attemptedActions: Partial<Record<DashboardOperationName, AdminAct['action']>> = {
  clearSignInThrottles: 'sign-in.throttle.clear',
  endSession: 'session.revoke',
  endPersonSessions: 'session.revoke',
  addPerson: 'person.add',
  changePersonRoles: 'person.roles',
  deactivatePerson: 'person.deactivate',
  resetPersonPassword: 'person.password-reset',
  revokeApiKey: 'api-key.revoke',
  approveRoleGrant: 'role-grant.approve',
  declineRoleGrant: 'role-grant.decline',
};

/** Routes of the administrator's console: a refused write is recorded as the act it attempted. */
export function adminRouter(acted: AdminGroupOptions['acted']) {
  return dashboardRouter(async (c, { operation, session, message }) => {
    const action = attemptedActions[operation];
    if (action !== undefined) {
      await acted?.({ who: session, action, outcome: 'refused', detail: message }, c);
    }
  });
}
