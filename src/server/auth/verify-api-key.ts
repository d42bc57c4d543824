import { z } from 'zod';
import { endpoints } from '../../shared/endpoints';
import type { PlatformTarget } from '../platform/forward-request';
import { providerRead, type ReadFailure } from '../platform/provider-read';
import type { Credentials } from '../platform/signing';

export type KeyCheck = { ok: true } | ReadFailure;

/**
 * Checks a pasted key and secret with one signed read before anything is stored. Whose key it
 * is, is not guessed here: the person confirms it on /settings, checked against the provider.
 */
export async function verifyApiKey(
  target: PlatformTarget,
  credentials: Credentials,
): Promise<KeyCheck> {
  const read = await providerRead(target, credentials, {
    endpoint: endpoints.listOrganizations,
    path: '/platform/organizations',
    schema: z.object({ organizations: z.array(z.unknown()) }),
  });
  return read.ok ? { ok: true } : read;
}
