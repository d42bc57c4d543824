import { z } from 'zod';
import { memberName, organizationMemberSchema } from '../../shared/contracts/members';
import { fillPath } from '../../shared/endpoint';
import { endpoints } from '../../shared/endpoints';
import type { MemberChoice } from '../../shared/provider-identity';
import type { PlatformTarget } from '../platform/forward-request';
import { providerRead, type ProviderRead } from '../platform/provider-read';
import type { Credentials } from '../platform/signing';

const membersSchema = z.object({ members: z.array(z.looseObject({ userId: z.string().min(1) })) });

/** The organization's members, each with a name when the provider gives one. */
export async function organizationMembers(
  target: PlatformTarget,
  credentials: Credentials,
  organizationId: string,
): Promise<ProviderRead<MemberChoice[]>> {
  const path = `/platform${fillPath(endpoints.listOrganizationMembers.path, { organizationId })}?includeUsers=true`;
  const read = await providerRead(target, credentials, {
    endpoint: endpoints.listOrganizationMembers,
    path,
    schema: membersSchema,
  });
  if (!read.ok) return read;
  return {
    ok: true,
    data: read.data.members.map((member) => {
      const full = organizationMemberSchema.safeParse(member);
      return { userId: member.userId, name: (full.success && memberName(full.data)) || null };
    }),
  };
}

const createdBySchema = z.looseObject({ createdBy: z.string().optional() });

/**
 * The `createdBy` the provider gives the orders a person placed with their key: the provider's
 * own word on whose key it is. Orders it cannot read are left out.
 */
export async function creatorsOf(
  target: PlatformTarget,
  credentials: Credentials,
  orderIds: readonly string[],
): Promise<{ orderId: string; createdBy: string }[]> {
  const found = await Promise.all(
    orderIds.map(async (orderId) => {
      const read = await providerRead(target, credentials, {
        endpoint: endpoints.getOrder,
        path: `/platform${fillPath(endpoints.getOrder.path, { orderId })}`,
        schema: createdBySchema,
      });
      return read.ok && read.data.createdBy ? [{ orderId, createdBy: read.data.createdBy }] : [];
    }),
  );
  return found.flat();
}
