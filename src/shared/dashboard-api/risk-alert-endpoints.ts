import { dashboardRead, dashboardWrite } from '../dashboard-endpoint';
import { riskAlertsResponseSchema } from '../risk-alert-list';

/** The alerts raised for a person; apart from the rules', whose contract needs decimal.js. */
export const riskAlertEndpoints = {
  listRiskAlerts: dashboardRead('/api/risk-alerts', riskAlertsResponseSchema),
  dismissRiskAlert: dashboardWrite('POST', '/api/risk-alerts/{id}/dismiss', 'json'),
};
