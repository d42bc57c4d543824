import { queryOptions } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { readServerJson } from '../../../lib/server-json';
import { personResponseSchema, roleGrantsResponseSchema } from '../../../shared/people';

/** GET /api/admin/role-grants: grants waiting for a second administrator (live events refresh it). */
export const roleGrantsQueryOptions = queryOptions({
  queryKey: adminKeys.roleGrants(),
  queryFn: async ({ signal }) =>
    roleGrantsResponseSchema.parse(
      await readServerJson(await fetch('/api/admin/role-grants', { signal })),
    ).grants,
});

/**
 * POST …/approve or …/decline: resolves to the person as they now stand; refused (409) when
 * another administrator decided first, or for approving one's own grant.
 */
export async function decideRoleGrant(id: number, approve: boolean) {
  const response = await fetch(`/api/admin/role-grants/${id}/${approve ? 'approve' : 'decline'}`, {
    method: 'POST',
  });
  return personResponseSchema.parse(await readServerJson(response)).person;
}
