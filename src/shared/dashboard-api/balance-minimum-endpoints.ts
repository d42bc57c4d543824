import {
  balanceMinimumSchema,
  balanceMinimumsResponseSchema,
  setMinimumSchema,
} from '../balance-minimums';
import { dashboardRead, dashboardWrite } from '../dashboard-endpoint';

/** The balances wallets should keep, and who is under theirs. */
export const balanceMinimumEndpoints = {
  listBalanceMinimums: dashboardRead('/api/balance-minimums', balanceMinimumsResponseSchema),
  /** Sets a wallet's or a currency's minimum, replacing the one it had. */
  setBalanceMinimums: dashboardWrite(
    'PUT',
    '/api/balance-minimums',
    balanceMinimumSchema,
    setMinimumSchema,
  ),
  removeBalanceMinimum: dashboardWrite('DELETE', '/api/balance-minimums/{id}', 'none'),
};
