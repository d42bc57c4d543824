/**
 * The bell's part of risk alerts: the open alerts and dismissing one. Apart from the rules'
 * calls, whose contract needs decimal.js, because the header loads this with the shell.
 */
import { queryOptions } from '@tanstack/react-query';
import { liveAware } from '../../../lib/live-status';
import { riskAlertKeys } from '../../../lib/query-keys';
import { callDashboard } from '../../../lib/call-dashboard';
import { riskAlertEndpoints } from '../../../shared/dashboard-api/risk-alert-endpoints';

const ALERTS_REFRESH_MS = 60_000;

/** GET /api/risk-alerts; the live stream refreshes it the moment a rule fires. */
export const openRiskAlertsQueryOptions = queryOptions({
  queryKey: riskAlertKeys.open(),
  queryFn: ({ signal }) => callDashboard(riskAlertEndpoints.listRiskAlerts, { signal }),
  refetchInterval: () => liveAware(ALERTS_REFRESH_MS),
  refetchIntervalInBackground: false,
});

export async function dismissRiskAlert(id: number): Promise<void> {
  await callDashboard(riskAlertEndpoints.dismissRiskAlert, { params: { id: String(id) } });
}
