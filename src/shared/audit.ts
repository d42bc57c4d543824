import { z } from 'zod';
import { roles } from './access';
import {
  commaList,
  digitString,
  epochMsString,
  isKnownValue,
  nonEmptyString,
  openEnum,
  safeCount,
} from './contracts/primitives';

/** Every action the dashboard's audit log records, with the words the /activity page uses. */
export const auditActionLabels = {
  'sign-in': 'Sign-in',
  'sign-in.password': 'Password check',
  'sign-out': 'Sign-out',
  // No longer made (failed passwords slow down, never lock), but older records hold it.
  'account.lock': 'Account locked',
  'sign-in.throttle.clear': 'Sign-in throttle cleared',
  'session.revoke': 'Session ended by an administrator',
  'contract-abi.add': 'Contract ABI registered',
  'contract-abi.remove': 'Contract ABI removed',
  'person.add': 'Person added',
  'person.roles': 'Roles changed',
  'person.deactivate': 'Person deactivated',
  'person.password-reset': 'Password reset',
  'role-grant.request': 'Roles asked for (awaiting a second administrator)',
  'role-grant.approve': 'Roles approved by a second administrator',
  'role-grant.decline': 'Roles declined by a second administrator',
  'api-key.add': 'API key added',
  'api-key.replace': 'API key replaced',
  'api-key.remove': 'API key removed',
  'api-key.revoke': 'API key revoked by an administrator',
  'passkey.register': 'Passkey registered',
  'passkey.remove': 'Passkey removed',
  'passkey.assert': 'Passkey check',
  'api-key.owner': 'API key owner confirmed',
  'organization.choose': 'Organization chosen',
  'alert-rule.add': 'Risk alert rule added',
  'alert-rule.change': 'Risk alert rule changed',
  'alert-rule.remove': 'Risk alert rule removed',
  'balance-minimum.set': 'Balance minimum set',
  'balance-minimum.remove': 'Balance minimum removed',
  'order.create': 'Order created',
  'order.bulk-item': 'Bulk order item',
  'order.dry-run': 'Order preview (dry run)',
  'order.co-sign': 'Order approved (co-sign)',
  'order.master-password': 'Master password entered',
  'order.cancel': 'Order cancelled',
  read: 'Read',
  request: 'Request without sign-in',
  'webhook.receive': 'Provider webhook',
  'activity.export': 'Activity exported',
  'audit.chain-keyed': 'Activity log keyed',
  'audit.key-rotate': 'Activity log key rotated',
} as const;
export type AuditAction = keyof typeof auditActionLabels;
export const auditActions = Object.keys(auditActionLabels) as [AuditAction, ...AuditAction[]];

/**
 * How an entry ended. `unknown`: the write was recorded as attempted but no outcome followed
 * (the server stopped in between): whether it reached the provider must be checked there.
 */
export const auditOutcomes = ['succeeded', 'refused', 'failed', 'unknown'] as const;
export type AuditOutcome = (typeof auditOutcomes)[number];

export const auditOutcomeLabels: Record<AuditOutcome, string> = {
  succeeded: 'Succeeded',
  refused: 'Refused',
  failed: 'Failed',
  unknown: 'Outcome unknown',
};

/** Query of GET /api/activity and its CSV export. Times are epoch-ms strings, inclusive. */
export const activityQuerySchema = z.strictObject({
  /** The person's subject. People without `admin` or `viewer` only ever see their own. */
  person: nonEmptyString.max(200).optional(),
  actions: commaList(z.enum(auditActions)).optional(),
  outcomes: commaList(z.enum(auditOutcomes)).optional(),
  from: epochMsString.optional(),
  to: epochMsString.optional(),
  orderId: nonEmptyString.max(200).optional(),
  /** Free text: matched against names, emails, ids, amounts, addresses, codes and detail. */
  q: nonEmptyString.max(200).optional(),
  /** Keyset cursor: the `next` of the previous page. */
  before: safeCount.optional(),
  limit: digitString.max(4).optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/** One line of the dashboard's record: an action with its outcome, attempt and answer merged. */
export const activityEntrySchema = z.object({
  id: z.string(),
  /** Its place in the log: the cursor for the next page. */
  seq: z.string(),
  at: epochMsString,
  /** When the outcome was recorded, for writes; null while unknown or for single events. */
  completedAt: epochMsString.nullable(),
  person: z
    .object({
      subject: z.string(),
      email: z.string().nullable(),
      name: z.string().nullable(),
      roles: z.array(openEnum(roles)),
    })
    .nullable(),
  action: openEnum(auditActions),
  outcome: openEnum(auditOutcomes),
  orderId: z.string().nullable(),
  externalOrderId: z.string().nullable(),
  portfolioId: z.string().nullable(),
  currency: z.string().nullable(),
  amount: z.string().nullable(),
  destination: z.string().nullable(),
  statusCode: z.number().nullable(),
  errorCode: z.string().nullable(),
  detail: z.string().nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityPageSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Pass as `before` for the next (older) page; null when this was the last. */
  next: z.string().nullable(),
  /** Whether the list is limited to the signed-in person's own records. */
  ownOnly: z.boolean(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** An action in words; one this build does not know stays as written (rule 6). */
export function actionLabel(action: string): string {
  return isKnownValue(auditActions, action) ? auditActionLabels[action] : action;
}

export function outcomeLabel(outcome: string): string {
  return isKnownValue(auditOutcomes, outcome) ? auditOutcomeLabels[outcome] : outcome;
}

/** GET /api/activity/people: whom the signed-in person may filter the log by. */
export const activityPeopleSchema = z.object({
  people: z.array(z.object({ subject: z.string(), name: z.string(), email: z.string() })),
});
export type ActivityPeople = z.infer<typeof activityPeopleSchema>;
