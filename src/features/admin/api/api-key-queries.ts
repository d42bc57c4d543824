import { queryOptions } from '@tanstack/react-query';
import { readServerJson } from '../../../lib/server-json';
import { adminKeys } from '../../../lib/query-keys';
import {
  apiKeyHoldersResponseSchema,
  revokedApiKeyResponseSchema,
  type ApiKeyHolder,
  type RevokeApiKeyRequest,
} from '../../../shared/api-keys';

/** GET /api/admin/api-keys: everyone who holds an API key, by name (last four characters only). */
export const apiKeyHoldersQueryOptions = queryOptions({
  queryKey: adminKeys.apiKeys(),
  queryFn: async ({ signal }) =>
    apiKeyHoldersResponseSchema.parse(
      await readServerJson(await fetch('/api/admin/api-keys', { signal })),
    ).apiKeys,
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
  const response = await fetch(`/api/admin/api-keys/${encodeURIComponent(subject)}/revoke`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return revokedApiKeyResponseSchema.parse(await readServerJson(response)).revoked;
}
