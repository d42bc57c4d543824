import { queryOptions } from '@tanstack/react-query';
import { callDashboard } from '../../../lib/call-dashboard';
import { apiKeyNoticesKey } from '../../../lib/query-keys';
import { accountEndpoints } from '../../../shared/dashboard-api/account-endpoints';

/** GET /api/api-key-notices: the signed-in person's revoked-key notices not yet dismissed. */
export const apiKeyNoticesQueryOptions = queryOptions({
  queryKey: apiKeyNoticesKey,
  queryFn: async ({ signal }) =>
    (await callDashboard(accountEndpoints.listApiKeyNotices, { signal })).notices,
});

/** POST /api/api-key-notices/{id}/dismiss: the person has read it. */
export async function dismissApiKeyNotice(id: number): Promise<void> {
  await callDashboard(accountEndpoints.dismissApiKeyNotice, { params: { id: String(id) } });
}
