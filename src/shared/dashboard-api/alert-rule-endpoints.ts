import { dashboardRead, dashboardWrite } from '../dashboard-endpoint';
import {
  alertRulePatchSchema,
  alertRuleSchema,
  alertRulesResponseSchema,
  newAlertRuleSchema,
} from '../risk-alerts';

/** A person's own risk alert rules. */
export const alertRuleEndpoints = {
  listAlertRules: dashboardRead('/api/alert-rules', alertRulesResponseSchema),
  addAlertRule: dashboardWrite('POST', '/api/alert-rules', alertRuleSchema, newAlertRuleSchema),
  changeAlertRule: dashboardWrite(
    'PATCH',
    '/api/alert-rules/{id}',
    alertRuleSchema,
    alertRulePatchSchema,
  ),
  removeAlertRule: dashboardWrite('DELETE', '/api/alert-rules/{id}', 'none'),
};
