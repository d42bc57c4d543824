import {
  clearThrottlesRequestSchema,
  clearThrottlesResponseSchema,
  endedSessionsResponseSchema,
  liveSessionsResponseSchema,
  signInThrottlesResponseSchema,
} from '../admin';
import {
  apiKeyHoldersResponseSchema,
  revokeApiKeyRequestSchema,
  revokedApiKeyResponseSchema,
} from '../api-keys';
import { dashboardRead, dashboardWrite } from '../dashboard-endpoint';
import {
  addPersonRequestSchema,
  changeRolesRequestSchema,
  changeRolesResponseSchema,
  oneTimePasswordResponseSchema,
  peopleResponseSchema,
  personResponseSchema,
  roleGrantsResponseSchema,
} from '../people';

/** What an administrator does: sign-in throttles, sessions, people, grants and API keys. */
export const adminEndpoints = {
  listSignInThrottles: dashboardRead('/api/admin/sign-in-throttles', signInThrottlesResponseSchema),
  clearSignInThrottles: dashboardWrite(
    'POST',
    '/api/admin/sign-in-throttles/clear',
    clearThrottlesResponseSchema,
    clearThrottlesRequestSchema,
  ),
  listLiveSessions: dashboardRead('/api/admin/sessions', liveSessionsResponseSchema),
  /** `{id}` is the session's hash, as the list gives it. */
  endSession: dashboardWrite('DELETE', '/api/admin/sessions/{id}', endedSessionsResponseSchema),
  endPersonSessions: dashboardWrite(
    'DELETE',
    '/api/admin/people/{subject}/sessions',
    endedSessionsResponseSchema,
  ),
  listPeople: dashboardRead('/api/admin/people', peopleResponseSchema),
  addPerson: dashboardWrite(
    'POST',
    '/api/admin/people',
    oneTimePasswordResponseSchema,
    addPersonRequestSchema,
  ),
  changePersonRoles: dashboardWrite(
    'PUT',
    '/api/admin/people/{subject}/roles',
    changeRolesResponseSchema,
    changeRolesRequestSchema,
  ),
  deactivatePerson: dashboardWrite(
    'POST',
    '/api/admin/people/{subject}/deactivate',
    personResponseSchema,
  ),
  resetPersonPassword: dashboardWrite(
    'POST',
    '/api/admin/people/{subject}/password',
    oneTimePasswordResponseSchema,
  ),
  listApiKeyHolders: dashboardRead('/api/admin/api-keys', apiKeyHoldersResponseSchema),
  revokeApiKey: dashboardWrite(
    'POST',
    '/api/admin/api-keys/{subject}/revoke',
    revokedApiKeyResponseSchema,
    revokeApiKeyRequestSchema,
  ),
  listRoleGrants: dashboardRead('/api/admin/role-grants', roleGrantsResponseSchema),
  approveRoleGrant: dashboardWrite(
    'POST',
    '/api/admin/role-grants/{id}/approve',
    personResponseSchema,
  ),
  declineRoleGrant: dashboardWrite(
    'POST',
    '/api/admin/role-grants/{id}/decline',
    personResponseSchema,
  ),
};
