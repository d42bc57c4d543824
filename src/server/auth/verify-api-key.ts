import { memberName, organizationMembersResponseSchema } from '../../shared/contracts/members';
import { organizationsResponseSchema } from '../../shared/contracts/organizations';
import { errorBodySchema } from '../../shared/api-error';
import { endpoints } from '../../shared/endpoints';
import { signedRequest, type PlatformTarget } from '../platform/forward-request';
import type { Credentials } from '../platform/signing';

export type KeyCheck =
  { ok: true; providerUserId: string | null } | { ok: false; status: 400 | 502; message: string };

async function refusalText(response: Response): Promise<string> {
  const body = errorBodySchema.safeParse(await response.json().catch(() => null));
  return body.success ? body.data.message : `the API answered ${response.status}`;
}

/**
 * Checks a pasted key and secret with one signed read before anything is
 * stored, and finds which organization member owns the key (the provider's
 * user id that `createdBy` and `coSigners` hold) by the person's name. No
 * match leaves it unknown: the provider still enforces its own rules.
 */
export async function verifyApiKey(
  target: PlatformTarget,
  credentials: Credentials,
  personName: string,
): Promise<KeyCheck> {
  let organizations: Response;
  try {
    organizations = await signedRequest(target, credentials, {
      method: 'GET',
      path: '/platform/organizations',
      endpoint: endpoints.listOrganizations,
    });
  } catch {
    return {
      ok: false,
      status: 502,
      message: 'The API could not be reached to check this key. Try again.',
    };
  }
  if (!organizations.ok) {
    return {
      ok: false,
      status: 400,
      message: `The API refused this key and secret: ${await refusalText(organizations)}`,
    };
  }
  const parsed = organizationsResponseSchema.safeParse(
    await organizations.json().catch(() => null),
  );
  const organizationId = parsed.success ? parsed.data.organizations[0]?.organizationId : undefined;
  if (organizationId === undefined) return { ok: true, providerUserId: null };
  const members = await signedRequest(target, credentials, {
    method: 'GET',
    path: `/platform/organizations/${encodeURIComponent(organizationId)}/members?includeUsers=true`,
    endpoint: endpoints.listOrganizationMembers,
  }).catch(() => undefined);
  if (members === undefined || !members.ok) return { ok: true, providerUserId: null };
  const list = organizationMembersResponseSchema.safeParse(await members.json().catch(() => null));
  const wanted = personName.trim().toLowerCase();
  const matches = list.success
    ? list.data.members.filter((member) => memberName(member)?.toLowerCase() === wanted)
    : [];
  return { ok: true, providerUserId: matches.length === 1 ? (matches[0]?.userId ?? null) : null };
}
