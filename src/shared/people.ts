import { z } from 'zod';
import { roles, type Role } from './access';

/**
 * Where the dashboard's people are kept: `embedded`, its own identity provider, where an
 * administrator adds and changes them; `external`, the organization's OIDC provider, where
 * they are managed (the dashboard only lists who has signed in, with the roles their claims gave).
 */
export const peopleDirectories = ['embedded', 'external'] as const;

/** One person as the administrator's console lists them. */
export const managedPersonSchema = z.object({
  subject: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(roles)),
  /** False once an administrator deactivated them: they cannot sign in. */
  active: z.boolean(),
  /** When they were added to the embedded provider; null for an external one. */
  addedAt: z.number().nullable(),
  /** Their last sign-in to the dashboard; null when they never signed in. */
  lastSignInAt: z.number().nullable(),
});
export type ManagedPerson = z.infer<typeof managedPersonSchema>;

/** GET /api/admin/people. */
export const peopleResponseSchema = z.object({
  directory: z.enum(peopleDirectories),
  people: z.array(managedPersonSchema),
});

/** The roles a person is given: at least one, each once. */
export const grantedRolesSchema = z
  .array(z.enum(roles))
  .min(1, 'Choose at least one role.')
  .refine((held) => new Set(held).size === held.length, 'Each role once.');

/** POST /api/admin/people: adds a person to the embedded provider. */
export const addPersonRequestSchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter their name.').max(200),
  email: z.email('Enter an email address like name@example.com.').max(320),
  roles: grantedRolesSchema,
});
export type AddPersonRequest = z.infer<typeof addPersonRequestSchema>;

/** PUT /api/admin/people/{subject}/roles: the roles they hold from now on. */
export const changeRolesRequestSchema = z.strictObject({ roles: grantedRolesSchema });

/**
 * A grant of administrator or approver made while two or more administrators are active: it
 * waits for a second administrator (never the one who asked) to approve or decline it.
 */
export const roleGrantSchema = z.object({
  id: z.number(),
  person: z.object({ subject: z.string(), name: z.string(), email: z.string() }),
  rolesBefore: z.array(z.enum(roles)),
  rolesAfter: z.array(z.enum(roles)),
  requestedBy: z.object({ subject: z.string(), name: z.string() }),
  requestedAt: z.number(),
});
export type RoleGrant = z.infer<typeof roleGrantSchema>;

/**
 * POST /api/admin/people and POST /api/admin/people/{subject}/password: the person, and the
 * password generated for them, shown this once for the administrator to hand over.
 */
export const oneTimePasswordResponseSchema = z.object({
  person: managedPersonSchema,
  oneTimePassword: z.string(),
  /** Adding someone with administrator or approver while two or more administrators are active: that grant, waiting. */
  pendingGrant: roleGrantSchema.nullable().optional(),
});

/** PUT …/roles and POST …/deactivate: the person as they now stand. */
export const personResponseSchema = z.object({ person: managedPersonSchema });

/** GET /api/admin/role-grants: the grants waiting for a second administrator, oldest first. */
export const roleGrantsResponseSchema = z.object({ grants: z.array(roleGrantSchema) });

/**
 * PUT …/roles: the person as they now stand, and the grant waiting for a second administrator
 * when the change needs one (their roles are then unchanged until it is approved).
 */
export const changeRolesResponseSchema = z.object({
  person: managedPersonSchema,
  pendingGrant: roleGrantSchema.nullable(),
});

/** The roles that give power over money or people: granting them needs a second administrator. */
export const powerRoles = ['admin', 'approver'] as const;

export function isPowerRole(role: Role): boolean {
  return powerRoles.some((power) => power === role);
}
