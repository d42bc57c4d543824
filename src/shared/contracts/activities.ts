import { z } from 'zod';
import { listEnvelope } from './readable';
import {
  commaList,
  epochMsString,
  nonEmptyString,
  pageLimit,
  readEnum,
  readEpochMs,
  safeCount,
} from './primitives';

/** The provider's ActivityType enum, as its OpenAPI lists it. */
export const activityTypes = [
  'login',
  'invitation-cancelled',
  'failed-login',
  'user-permissions-update',
  'bank-account-update',
  'bank-account-deactivate',
  'new-bank-account',
  'new-crypto-address',
  'crypto-address-deletion',
  'clearloop-delegation-undelegation',
  'exchange-account-update',
  'invoice-payment',
  'invoice-update',
  'organisation-archiving',
  'organisation-blocking',
  'secondary-approval-settings',
  'new-organisation',
  'otc-settings',
  'last-to-sign-settings',
  'member-activation',
  'new-member',
  'member-deactivation',
  'member-permissions-update',
  'member-update',
  'organisation-unarchiving',
  'withdrawal-password-update',
  'whitelist-lock',
  'timelock-delay',
  'account-activation',
  'new-account',
  'account-archiving',
  'add-crypto-address-settings-update',
  'account-settings-update',
  'account-update',
  'stake-agreement-review',
  'walled-garden-manager-change',
  'new-wallet',
  'wallet-deposit-address-changes',
  'order-cancellation',
  'order-execution',
  'order-termination',
  'sso-configuration-creation',
  'sso-configuration-update',
  'sso-configuration-deactivation',
  'wg-portfolio-secondary-approval-settings',
  'approval-workflow-update',
  'passkey-creation',
  'new-api-key',
  'api-key-revocation',
  'api-key-transfer',
  'credentials-reset',
  'passkey-deletion',
  'password-change',
  '2fa-change',
  'manual-deposit-compliance-approval',
  'manual-deposit-compliance-rejection',
  'new-loan',
  'loan-approved',
  'loan-rejected',
  'loan-accepted',
  'loan-cancelled',
  'loan-top-up-request',
  'loan-top-up-accepted',
  'loan-top-up-cancelled',
  'loan-repayment',
  'loan-repayment-accepted',
  'loan-repayment-cancelled',
  'loan-default',
  'loan-partial-default',
  'add-collateral-to-loan',
  'loan-rebalance-request',
  'loan-rebalance-accepted',
  'loan-rebalance-cancelled',
  'external-loan-disbursal-confirmed',
  'external-loan-top-up-confirmed',
  'external-loan-repayment-confirmed',
  'loan-rerate-request',
  'loan-rerate-accepted',
  'loan-rerate-cancelled',
  'loan-extension-request',
  'loan-extension-accepted',
  'loan-extension-cancelled',
] as const;
export type ActivityType = (typeof activityTypes)[number];

/** One entry of the provider's activity feed. Unknown types read as text (rule 6). */
export const activitySchema = z.looseObject({
  activityId: z.string().min(1),
  activityType: readEnum(activityTypes),
  name: z.string(),
  description: z.string(),
  createdAt: readEpochMs,
  organizationId: z.string().optional(),
  portfolioId: z.string().optional(),
  userId: z.string().optional(),
});
export type Activity = z.output<typeof activitySchema>;
export type WireActivity = z.input<typeof activitySchema>;

/** GET /organizations/{organizationId}/activities response. */
export const activitiesResponseSchema = listEnvelope(
  'activities',
  activitySchema,
  {},
  // The provider's OpenAPI makes the list optional: an answer without it has no entries.
  { absentMeansEmpty: true },
);

/**
 * Query of GET /organizations/{organizationId}/activities: newest first, `offset`/`limit`
 * paging (the provider's default limit is 1000), times as epoch-ms strings, lists comma-separated.
 */
export const activitiesQuerySchema = z.strictObject({
  offset: safeCount.optional(),
  limit: pageLimit.optional(),
  createdFrom: epochMsString.optional(),
  createdTo: epochMsString.optional(),
  /** Matches the activity's name and description. */
  search: nonEmptyString.optional(),
  activityTypes: commaList(z.enum(activityTypes)).optional(),
  excludedActivityTypes: commaList(z.enum(activityTypes)).optional(),
  userIds: commaList(nonEmptyString).optional(),
});
export type ActivitiesQuery = z.infer<typeof activitiesQuerySchema>;
