import { queryOptions } from '@tanstack/react-query';
import { readServerJson } from '../../../lib/server-json';
import { apiKeyNoticesKey } from '../../../lib/query-keys';
import { revokedKeyNoticesResponseSchema } from '../../../shared/api-keys';

/** GET /api/api-key-notices: the signed-in person's revoked-key notices not yet dismissed. */
export const apiKeyNoticesQueryOptions = queryOptions({
  queryKey: apiKeyNoticesKey,
  queryFn: async ({ signal }) =>
    revokedKeyNoticesResponseSchema.parse(
      await readServerJson(await fetch('/api/api-key-notices', { signal })),
    ).notices,
});

/** POST /api/api-key-notices/{id}/dismiss: the person has read it. */
export async function dismissApiKeyNotice(id: number): Promise<void> {
  await readServerJson(await fetch(`/api/api-key-notices/${id}/dismiss`, { method: 'POST' }));
}
