import type { APIRequestContext } from '@playwright/test';
import { alertRulesResponseSchema, ALERT_RULES_PATH } from '../src/shared/risk-alerts';
import { riskAlertsResponseSchema, RISK_ALERTS_PATH } from '../src/shared/risk-alert-list';

/**
 * One server serves the whole suite, so a spec that sets a rule leaves it for the next spec
 * the same person signs in to. Each risk-alert spec starts from a person with no rules and no
 * open alerts, removed through the same routes the settings page and the bell use.
 */
export async function withoutRiskAlerts(request: APIRequestContext): Promise<void> {
  const rules = alertRulesResponseSchema.parse(await (await request.get(ALERT_RULES_PATH)).json());
  for (const rule of rules.rules) {
    const removed = await request.delete(`${ALERT_RULES_PATH}/${rule.id}`);
    if (removed.status() !== 204) throw new Error(`rule ${rule.id}: ${removed.status()}`);
  }
  const alerts = riskAlertsResponseSchema.parse(await (await request.get(RISK_ALERTS_PATH)).json());
  for (const alert of alerts.alerts) {
    const dismissed = await request.post(`${RISK_ALERTS_PATH}/${alert.id}/dismiss`);
    if (!dismissed.ok()) throw new Error(`alert ${alert.id}: ${dismissed.status()}`);
  }
}
