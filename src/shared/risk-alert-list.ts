import { z } from 'zod';

/**
 * The alerts a person's risk rules raise, as the bell lists them and the live stream carries
 * them. Apart from the rules' own contract, whose checks need decimal.js: the live stream
 * loads with the app's shell, and this is all it needs.
 */

/** What a risk alert rule watches. */
export const alertRuleKinds = [
  'ltv-above',
  'margin-call-opened',
  'deadline-within',
  'exchange-deficit',
  'settlement-failed',
] as const;
export type AlertRuleKind = (typeof alertRuleKinds)[number];

/** What an alert is about: a rule's kind, or a wallet's balance under its minimum. */
export const alertKinds = [...alertRuleKinds, 'balance-below'] as const;
export type AlertKind = (typeof alertKinds)[number];

/** What an alert of each kind is about, so it leads to the right page. */
const alertTargets = {
  'ltv-above': 'loan',
  'margin-call-opened': 'loan',
  'deadline-within': 'loan',
  'exchange-deficit': 'exchange',
  'settlement-failed': 'settlement',
  'balance-below': 'wallet',
} as const satisfies Record<AlertKind, string>;
export type AlertTarget = (typeof alertTargets)[AlertKind];

export function alertTargetOf(kind: AlertKind): AlertTarget {
  return alertTargets[kind];
}

/** Where an alert leads in the dashboard: its loan, its settlement, its wallet, or the exchanges. */
export function alertTargetPath(kind: AlertKind, targetId: string): string {
  const target = alertTargetOf(kind);
  if (target === 'loan') return `/loans/${encodeURIComponent(targetId)}`;
  if (target === 'wallet') return `/holdings/${encodeURIComponent(targetId)}`;
  if (target === 'settlement') return `/clearloop/settlements/${encodeURIComponent(targetId)}`;
  return '/clearloop/exchanges';
}

/** One alert a rule raised, as the bell lists it. */
export const riskAlertSchema = z.strictObject({
  id: z.number().int().positive(),
  kind: z.enum(alertKinds),
  /** The loan, exchange, settlement or wallet the alert is about, as `alertTargetOf(kind)` says. */
  targetId: z.string(),
  /** The alert in words: "Loan Halcyon Capital LTV 82.4 % (above your 80 % line)". */
  text: z.string(),
  /** Whether the rule asked for a browser notification too. */
  browser: z.boolean(),
  createdAt: z.number(),
});
export type RiskAlert = z.infer<typeof riskAlertSchema>;

/** GET /api/risk-alerts: the person's alerts not yet dismissed, newest first. */
export const riskAlertsResponseSchema = z.strictObject({ alerts: z.array(riskAlertSchema) });
export type RiskAlertsResponse = z.infer<typeof riskAlertsResponseSchema>;

export const RISK_ALERTS_PATH = '/api/risk-alerts';
