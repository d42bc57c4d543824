import { accountEndpoints } from './dashboard-api/account-endpoints';
import { activityEndpoints } from './dashboard-api/activity-endpoints';
import { adminEndpoints } from './dashboard-api/admin-endpoints';
import { alertRuleEndpoints } from './dashboard-api/alert-rule-endpoints';
import { balanceMinimumEndpoints } from './dashboard-api/balance-minimum-endpoints';
import { contractAbiEndpoints } from './dashboard-api/contract-abi-endpoints';
import { historyEndpoints } from './dashboard-api/history-endpoints';
import { riskAlertEndpoints } from './dashboard-api/risk-alert-endpoints';

/**
 * Every operation of the dashboard's own API under /api, each once. The server registers
 * exactly these and the role table names each. The browser imports the group it calls instead,
 * so a page does not load every group's contracts.
 */
export const dashboardEndpoints = {
  ...accountEndpoints,
  ...activityEndpoints,
  ...adminEndpoints,
  ...alertRuleEndpoints,
  ...balanceMinimumEndpoints,
  ...contractAbiEndpoints,
  ...historyEndpoints,
  ...riskAlertEndpoints,
};

export type DashboardOperationName = keyof typeof dashboardEndpoints;
