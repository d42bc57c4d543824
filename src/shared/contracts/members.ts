import { z } from 'zod';
import { listEnvelope } from './readable';
import { readEnum, readEpochMs } from './primitives';

/** Kinds of organization member the provider documents. */
export const memberTypes = ['user', 'service'] as const;

/** A person's (or service's) user record, embedded with `includeUsers=true`. */
export const memberUserSchema = z.looseObject({
  userId: z.string().min(1),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  createdAt: readEpochMs.optional(),
});

/** One member of an organization: how an order's `createdBy` or `coSigners` id gets a name. */
export const organizationMemberSchema = z.looseObject({
  organizationId: z.string().min(1),
  userId: z.string().min(1),
  isActive: z.boolean(),
  memberType: readEnum(memberTypes).optional(),
  createdAt: readEpochMs.optional(),
  updatedAt: readEpochMs.optional(),
  deactivatedAt: readEpochMs.optional(),
  _embedded: z
    .looseObject({
      user: memberUserSchema.optional(),
      permissionGroups: z.array(z.string()).optional(),
    })
    .optional(),
});
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;

/** GET /organizations/{organizationId}/members response. */
export const organizationMembersResponseSchema = listEnvelope('members', organizationMemberSchema);

/** Query of GET /organizations/{organizationId}/members. */
export const membersQuerySchema = z.strictObject({
  includeUsers: z.enum(['true', 'false']).optional(),
  includePermissionGroups: z.enum(['true', 'false']).optional(),
});

/** A member's display name: first and last name when the user record was embedded. */
export function memberName(member: OrganizationMember): string | undefined {
  const user = member._embedded?.user;
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? undefined : name;
}
