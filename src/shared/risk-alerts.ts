import Decimal from 'decimal.js';
import { z } from 'zod';
import type { Loan } from './contracts/loans';
import { nonEmptyString } from './contracts/primitives';
import { boundedText } from './contracts/request-limits';
import type { AlertRuleKind } from './risk-alert-list';

export const alertRuleKindLabels: Record<AlertRuleKind, string> = {
  'ltv-above': 'LTV above a line',
  'margin-call-opened': 'A new margin call',
  'deadline-within': 'A deadline within some hours',
  'exchange-deficit': 'A ClearLoop exchange in deficit',
  'settlement-failed': 'A ClearLoop settlement failed',
};

/** Highest LTV line a rule may draw, in percent. */
export const MAX_LTV_LINE_PERCENT = 1000;

/**
 * An LTV line in percent as typed ("80", "82.5"): above 0, at most 1,000, two decimals at
 * most, never turned into a JS number.
 */
export const ltvLinePercentSchema = z
  .string()
  .regex(/^\d{1,4}(\.\d{1,2})?$/, { error: 'Enter a percentage such as 80 or 82.5', abort: true })
  .refine((value) => new Decimal(value).greaterThan(0), { error: 'The line must be above 0 %' })
  .refine((value) => new Decimal(value).lessThanOrEqualTo(MAX_LTV_LINE_PERCENT), {
    error: `The line must be at most ${MAX_LTV_LINE_PERCENT} %`,
  });

/** Furthest ahead a deadline rule may look, in hours (30 days). */
export const MAX_DEADLINE_HOURS = 720;

/**
 * How many hours before a deadline a rule speaks, as typed ("24", "1.5"): above 0, at most
 * 720, two decimals at most, never turned into a JS number.
 */
export const deadlineHoursSchema = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, {
    error: 'Enter a number of hours such as 24 or 1.5',
    abort: true,
  })
  .refine((value) => new Decimal(value).greaterThan(0), { error: 'The hours must be above 0' })
  .refine((value) => new Decimal(value).lessThanOrEqualTo(MAX_DEADLINE_HOURS), {
    error: `The hours must be at most ${MAX_DEADLINE_HOURS} (30 days)`,
  });

/** One loan, as the person picked it: its id, and the name they picked it by. */
export const watchedLoanSchema = z.strictObject({
  loanId: nonEmptyString,
  /** The other side's name and the loan's amount, as the picker showed it. */
  name: boundedText(200).min(1),
});
export type WatchedLoan = z.infer<typeof watchedLoanSchema>;

/** What a rule watches; `loan: null` watches every loan. */
export const alertConditionSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('ltv-above'),
    linePercent: ltvLinePercentSchema,
    loan: watchedLoanSchema.nullable(),
  }),
  z.strictObject({ kind: z.literal('margin-call-opened'), loan: watchedLoanSchema.nullable() }),
  /** A margin call's deadline, or a loan's maturity, comes within `hours`. */
  z.strictObject({
    kind: z.literal('deadline-within'),
    hours: deadlineHoursSchema,
    loan: watchedLoanSchema.nullable(),
  }),
  /** Any ClearLoop exchange whose collateral falls short of its clients' unrealised P&L. */
  z.strictObject({ kind: z.literal('exchange-deficit') }),
  /** Any ClearLoop settlement that ends failed. */
  z.strictObject({ kind: z.literal('settlement-failed') }),
]);
export type AlertCondition = z.infer<typeof alertConditionSchema>;

/** Where an alert reaches the person beyond the bell, which always shows it. */
export const alertChannelsSchema = z.strictObject({ browser: z.boolean(), email: z.boolean() });
export type AlertChannels = z.infer<typeof alertChannelsSchema>;

/** POST /api/alert-rules. */
export const newAlertRuleSchema = z.strictObject({
  condition: alertConditionSchema,
  enabled: z.boolean().default(true),
  channels: alertChannelsSchema,
});
export type NewAlertRule = z.input<typeof newAlertRuleSchema>;

/** PATCH /api/alert-rules/{id}: any of the parts, at least one. */
export const alertRulePatchSchema = z
  .strictObject({
    condition: alertConditionSchema.optional(),
    enabled: z.boolean().optional(),
    channels: alertChannelsSchema.optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, {
    error: 'Send at least one of condition, enabled, channels',
  });
export type AlertRulePatch = z.infer<typeof alertRulePatchSchema>;

export const alertRuleSchema = z.strictObject({
  id: z.number().int().positive(),
  condition: alertConditionSchema,
  enabled: z.boolean(),
  channels: alertChannelsSchema,
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type AlertRule = z.infer<typeof alertRuleSchema>;

/** GET /api/alert-rules: the person's own rules, oldest first, and the server's re-arm band. */
export const alertRulesResponseSchema = z.strictObject({
  rules: z.array(alertRuleSchema),
  /** How far under its line an LTV must fall before the rule may fire again, in points. */
  hysteresisPoints: z.string(),
  emailAvailable: z.boolean(),
});
export type AlertRulesResponse = z.infer<typeof alertRulesResponseSchema>;

export const ALERT_RULES_PATH = '/api/alert-rules';

/** An LTV fraction ("0.8243") in percent for people: "82.43 %", never rounded away. */
export function ltvPercentText(ltv: string): string {
  return `${new Decimal(ltv).times(100).toFixed()} %`;
}

/** A rule's condition in words: "LTV above 80 % on Halcyon Capital", "A new margin call on any loan". */
export function conditionInWords(condition: AlertCondition): string {
  switch (condition.kind) {
    case 'exchange-deficit':
      return 'A ClearLoop exchange in deficit';
    case 'settlement-failed':
      return 'A ClearLoop settlement failed';
  }
  const where = condition.loan === null ? 'any loan' : condition.loan.name;
  switch (condition.kind) {
    case 'ltv-above':
      return `LTV above ${condition.linePercent} % on ${where}`;
    case 'margin-call-opened':
      return `A new margin call on ${where}`;
    case 'deadline-within':
      return `A margin call deadline or maturity within ${condition.hours} hours on ${where}`;
  }
}

/** The one loan a rule watches, or null when it watches every loan or no loans at all. */
export function watchedLoanOf(condition: AlertCondition): WatchedLoan | null {
  return 'loan' in condition ? condition.loan : null;
}

/** Where a rule's alerts reach the person, in words: "bell, browser and email". */
export function channelsInWords(channels: AlertChannels): string {
  const all = [
    'bell',
    ...(channels.browser ? ['browser'] : []),
    ...(channels.email ? ['email'] : []),
  ];
  const last = all.pop() ?? 'bell';
  return all.length === 0 ? last : `${all.join(', ')} and ${last}`;
}

/**
 * A loan's name for people: the other side's, from the embedded counterparties, else the
 * loan's own reference. The served organization is one side; the other is who the loan is with.
 */
export function loanName(loan: Loan, organizationId: string | undefined): string {
  const otherSide =
    loan.borrowerOrganizationId === organizationId
      ? loan.lenderCounterpartyId
      : loan.borrowerCounterpartyId;
  const party = loan.embedded?.counterparties?.find((one) => one.counterpartyId === otherSide);
  return party?.counterpartyName ?? (loan.externalId || loan.loanId);
}
