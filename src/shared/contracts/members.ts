import { z } from 'zod';
import { epochMsString, openEnum } from './primitives';

/** Kinds of organization member the provider documents. */
export const memberTypes = ['user', 'service'] as const;

/** A person's (or service's) user record, embedded with `includeUsers=true`. */
export const memberUserSchema = z.looseObject({
  userId: z.string().min(1),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  createdAt: epochMsString.optional(),
});

/** One member of an organization: how an order's `createdBy` or `coSigners` id gets a name. */
export const organizationMemberSchema = z.looseObject({
  organizationId: z.string().min(1),
  userId: z.string().min(1),
  isActive: z.boolean(),
  memberType: openEnum(memberTypes).optional(),
  createdAt: epochMsString.optional(),
  updatedAt: epochMsString.optional(),
  deactivatedAt: epochMsString.optional(),
  _embedded: z
    .looseObject({
      user: memberUserSchema.optional(),
      permissionGroups: z.array(z.string()).optional(),
    })
    .optional(),
});
export type OrganizationMember = z.infer<typeof organizationMemberSchema>;

/** GET /organizations/{organizationId}/members response. */
export const organizationMembersResponseSchema = z.looseObject({
  members: z.array(organizationMemberSchema),
});

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
