import { z } from 'zod';
import { endpoints } from '../../shared/endpoints';
import type { OrganizationChoice, ServedOrganization } from '../../shared/provider-identity';
import type { SqlClient } from '../../store/sql-client';
import type { PlatformTarget } from '../platform/forward-request';
import { providerRead, type ProviderRead } from '../platform/provider-read';
import type { Credentials } from '../platform/signing';
import { storedOrganization } from './organization-choice';

/** The organization fixed by the server's settings: `COPPER_ORGANIZATION_ID`, or the sandbox's own. */
export interface ConfiguredOrganization {
  organizationId: string;
  source: 'setting' | 'sandbox';
}

const listedSchema = z.object({
  organizations: z.array(
    z.looseObject({ organizationId: z.string(), organizationName: z.string().optional() }),
  ),
});

/** The organizations the API lists for a key, by id and name. */
export async function listedOrganizations(
  target: PlatformTarget,
  credentials: Credentials,
): Promise<ProviderRead<OrganizationChoice[]>> {
  const read = await providerRead(target, credentials, {
    endpoint: endpoints.listOrganizations,
    path: '/platform/organizations',
    schema: listedSchema,
  });
  if (!read.ok) return read;
  return {
    ok: true,
    data: read.data.organizations.map((entry) => ({
      organizationId: entry.organizationId,
      organizationName: entry.organizationName ?? null,
    })),
  };
}

/**
 * Which organization the dashboard serves: the setting, then an administrator's choice, then
 * the only one the API lists. Several listed and none chosen is said as such, never guessed.
 */
export async function servedOrganization(deps: {
  db: SqlClient;
  configured: ConfiguredOrganization | undefined;
  target: PlatformTarget;
  credentials: Credentials | undefined;
}): Promise<ServedOrganization> {
  if (deps.configured !== undefined) {
    return { status: 'set', ...deps.configured, chosenBy: null, chosenAt: null };
  }
  const stored = await storedOrganization(deps.db);
  if (stored !== undefined) return { status: 'set', source: 'chosen', ...stored };
  if (deps.credentials === undefined) {
    return {
      status: 'unavailable',
      message: 'Add your API key under Settings: the organization is read from the API with it.',
    };
  }
  const listed = await listedOrganizations(deps.target, deps.credentials);
  if (!listed.ok) return { status: 'unavailable', message: listed.message };
  const [only, ...others] = listed.data;
  if (only === undefined) return { status: 'none' };
  if (others.length === 0) {
    return {
      status: 'set',
      organizationId: only.organizationId,
      source: 'only',
      chosenBy: null,
      chosenAt: null,
    };
  }
  return { status: 'unchosen', candidates: listed.data };
}
