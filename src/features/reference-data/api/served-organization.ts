import { useQuery, type QueryClient } from '@tanstack/react-query';
import { servedOrganizationQueryOptions } from '../../../lib/provider-identity-api';

/**
 * The organization the dashboard serves, as the server says (a setting, an administrator's
 * choice, or the only one listed), with `organizationId` once there is one. Never the first of
 * several the API happens to list.
 */
export function useServedOrganization(enabled = true) {
  const served = useQuery({ ...servedOrganizationQueryOptions, enabled });
  return {
    served,
    organizationId: served.data?.status === 'set' ? served.data.organizationId : undefined,
  };
}

/** Just the id, for views that show ids until names arrive. */
export function useServedOrganizationId(enabled = true): string | undefined {
  return useServedOrganization(enabled).organizationId;
}

/** The same, for route loaders. */
export async function loadServedOrganizationId(
  queryClient: QueryClient,
): Promise<string | undefined> {
  const served = await queryClient.query(servedOrganizationQueryOptions);
  return served.status === 'set' ? served.organizationId : undefined;
}
