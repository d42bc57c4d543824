import { queryOptions } from '@tanstack/react-query';
import { riskAlertKeys } from '../../../lib/query-keys';
import { callDashboard } from '../../../lib/call-dashboard';
import { alertRuleEndpoints } from '../../../shared/dashboard-api/alert-rule-endpoints';
import type { AlertRule, AlertRulePatch, NewAlertRule } from '../../../shared/risk-alerts';

/** GET /api/alert-rules: the person's own rules, and the server's re-arm band. */
export const alertRulesQueryOptions = queryOptions({
  queryKey: riskAlertKeys.rules(),
  queryFn: ({ signal }) => callDashboard(alertRuleEndpoints.listAlertRules, { signal }),
});

export async function addAlertRule(rule: NewAlertRule): Promise<AlertRule> {
  return callDashboard(alertRuleEndpoints.addAlertRule, { body: rule });
}

export async function changeAlertRule(input: { id: number; patch: AlertRulePatch }) {
  return callDashboard(alertRuleEndpoints.changeAlertRule, {
    params: { id: String(input.id) },
    body: input.patch,
  });
}

export async function removeAlertRule(id: number): Promise<void> {
  await callDashboard(alertRuleEndpoints.removeAlertRule, { params: { id: String(id) } });
}
