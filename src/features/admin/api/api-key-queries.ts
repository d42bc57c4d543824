import { queryOptions } from '@tanstack/react-query';
import { callDashboard } from '../../../lib/call-dashboard';
import { adminKeys } from '../../../lib/query-keys';
import type { ApiKeyHolder, RevokeApiKeyRequest } from '../../../shared/api-keys';
import { adminEndpoints } from '../../../shared/dashboard-api/admin-endpoints';

/** GET /api/admin/api-keys: everyone who holds an API key, by name (last four characters only). */
export const apiKeyHoldersQueryOptions = queryOptions({
  queryKey: adminKeys.apiKeys(),
  queryFn: async ({ signal }) =>
    (await callDashboard(adminEndpoints.listApiKeyHolders, { signal })).apiKeys,
  // "Last used" moves as people work; the console looks again this often.
  refetchInterval: 60_000,
});

/**
 * POST /api/admin/api-keys/{subject}/revoke: deletes the person's key and tells them why.
 * Resolves to the key as it stood; refused (409) when it was replaced since it was listed.
 */
export async function revokeApiKey(
  subject: string,
  body: RevokeApiKeyRequest,
): Promise<ApiKeyHolder> {
  return (await callDashboard(adminEndpoints.revokeApiKey, { params: { subject }, body })).revoked;
}
