import { z } from 'zod';

/** A member of the organization, as the identity chooser offers them. */
export const memberChoiceSchema = z.object({
  userId: z.string(),
  /** The member's name as the provider gives it; null when it gives none. */
  name: z.string().nullable(),
});
export type MemberChoice = z.infer<typeof memberChoiceSchema>;

/**
 * GET /api/identity: which provider user the person's API key belongs to. Never guessed from a
 * name: the person confirms it once, and the server checks the choice against the members list
 * and the `createdBy` of the orders they placed with this key.
 */
export const providerIdentitySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('no-key') }),
  z.object({
    status: z.literal('confirmed'),
    userId: z.string(),
    confirmedAt: z.number().nullable(),
  }),
  z.object({
    status: z.literal('unconfirmed'),
    members: z.array(memberChoiceSchema),
    /** The `createdBy` of orders the person placed with this key: the provider's own word. */
    seenOnOwnOrders: z.array(z.string()),
  }),
  /** The server could not ask the provider (no organization chosen, the API failing). */
  z.object({ status: z.literal('unavailable'), message: z.string() }),
]);
export type ProviderIdentity = z.infer<typeof providerIdentitySchema>;

/** PUT /api/identity body. */
export const confirmIdentityRequestSchema = z.strictObject({
  userId: z.string().trim().min(1, 'Choose who you are').max(200),
});

export const organizationChoiceSchema = z.object({
  organizationId: z.string(),
  organizationName: z.string().nullable(),
});
export type OrganizationChoice = z.infer<typeof organizationChoiceSchema>;

/** Where the organization the dashboard serves comes from. */
export const organizationSources = ['setting', 'sandbox', 'chosen', 'only'] as const;

/**
 * GET /api/organization: the organization whose loans, members and activity the dashboard
 * shows. A setting (`COPPER_ORGANIZATION_ID`), the sandbox's own, an administrator's choice, or
 * the only one the API lists; never a guess among several.
 */
export const servedOrganizationSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('set'),
    organizationId: z.string(),
    source: z.enum(organizationSources),
    /** Who chose it and when, for an administrator's choice. */
    chosenBy: z.string().nullable(),
    chosenAt: z.number().nullable(),
  }),
  /** Several listed and none chosen: an administrator must choose. */
  z.object({ status: z.literal('unchosen'), candidates: z.array(organizationChoiceSchema) }),
  z.object({ status: z.literal('none') }),
  z.object({ status: z.literal('unavailable'), message: z.string() }),
]);
export type ServedOrganization = z.infer<typeof servedOrganizationSchema>;

/**
 * PUT /api/organization body (administrators only). `replacing` is the organization the
 * administrator saw served (null when none was chosen): a choice made meanwhile by someone else
 * is refused rather than silently overwritten.
 */
export const chooseOrganizationRequestSchema = z.strictObject({
  organizationId: z.string().trim().min(1, 'Choose an organization').max(200),
  replacing: z.string().max(200).nullable(),
});
export type ChooseOrganizationRequest = z.infer<typeof chooseOrganizationRequestSchema>;
