import { queryOptions } from '@tanstack/react-query';
import { riskAlertKeys } from '../../../lib/query-keys';
import { readServerJson } from '../../../lib/server-json';
import {
  ALERT_RULES_PATH,
  alertRuleSchema,
  alertRulesResponseSchema,
  type AlertRule,
  type AlertRulePatch,
  type NewAlertRule,
} from '../../../shared/risk-alerts';

const jsonInit = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** GET /api/alert-rules: the person's own rules, and the server's re-arm band. */
export const alertRulesQueryOptions = queryOptions({
  queryKey: riskAlertKeys.rules(),
  queryFn: async ({ signal }) =>
    alertRulesResponseSchema.parse(await readServerJson(await fetch(ALERT_RULES_PATH, { signal }))),
});

export async function addAlertRule(rule: NewAlertRule): Promise<AlertRule> {
  return alertRuleSchema.parse(
    await readServerJson(await fetch(ALERT_RULES_PATH, jsonInit('POST', rule))),
  );
}

export async function changeAlertRule(input: { id: number; patch: AlertRulePatch }) {
  return alertRuleSchema.parse(
    await readServerJson(
      await fetch(`${ALERT_RULES_PATH}/${input.id}`, jsonInit('PATCH', input.patch)),
    ),
  );
}

export async function removeAlertRule(id: number): Promise<void> {
  await readServerJson(await fetch(`${ALERT_RULES_PATH}/${id}`, { method: 'DELETE' }));
}
