import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { callDashboard } from '../../../lib/call-dashboard';
import { adminEndpoints } from '../../../shared/dashboard-api/admin-endpoints';

/** GET /api/admin/role-grants: grants waiting for a second administrator (live events refresh it). */
export const roleGrantsQueryOptions = queryOptions({
  queryKey: adminKeys.roleGrants(),
  queryFn: async ({ signal }) =>
    (await callDashboard(adminEndpoints.listRoleGrants, { signal })).grants,
});

/**
 * POST …/approve or …/decline: resolves to the person as they now stand; refused (409) when
 * another administrator decided first, or for approving one's own grant.
 */
export async function decideRoleGrant(id: number, approve: boolean) {
  const decide = approve ? adminEndpoints.approveRoleGrant : adminEndpoints.declineRoleGrant;
  return (await callDashboard(decide, { params: { id: String(id) } })).person;
}
