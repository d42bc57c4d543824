import { z } from 'zod';

/** One person's API key as an administrator sees it: never more of the key than its last four characters. */
export const apiKeyHolderSchema = z.object({
  person: z.object({ subject: z.string(), name: z.string(), email: z.string() }),
  keyLast4: z.string(),
  addedAt: z.number(),
  /** When it last signed a request to the provider (stamped about once a minute); null when never. */
  lastUsedAt: z.number().nullable(),
});
export type ApiKeyHolder = z.infer<typeof apiKeyHolderSchema>;

/** GET /api/admin/api-keys: everyone who holds a key, by name. */
export const apiKeyHoldersResponseSchema = z.object({ apiKeys: z.array(apiKeyHolderSchema) });

/**
 * POST /api/admin/api-keys/{subject}/revoke. `addedAt` names the key the administrator saw:
 * a key replaced since is not revoked by a decision made about the one before.
 */
export const revokeApiKeyRequestSchema = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why: the person is told.')
    .max(500, 'Keep the reason under 500 characters.'),
  addedAt: z.number().int().nonnegative(),
});
export type RevokeApiKeyRequest = z.infer<typeof revokeApiKeyRequestSchema>;

/** What POST …/revoke answers: the key as it stood. */
export const revokedApiKeyResponseSchema = z.object({ revoked: apiKeyHolderSchema });

/** An administrator revoked the signed-in person's key: what they are told until they dismiss it. */
export const revokedKeyNoticeSchema = z.object({
  id: z.number(),
  keyLast4: z.string(),
  reason: z.string(),
  revokedBy: z.string(),
  revokedAt: z.number(),
});
export type RevokedKeyNotice = z.infer<typeof revokedKeyNoticeSchema>;

/** GET /api/api-key-notices: the signed-in person's notices not yet dismissed, newest first. */
export const revokedKeyNoticesResponseSchema = z.object({
  notices: z.array(revokedKeyNoticeSchema),
});
