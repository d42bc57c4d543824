import { queryOptions } from '@tanstack/react-query';
import { callDashboard } from '../../../lib/call-dashboard';
import { balanceMinimumKeys } from '../../../lib/query-keys';
import type { BalanceMinimum, SetMinimum } from '../../../shared/balance-minimums';
import { balanceMinimumEndpoints } from '../../../shared/dashboard-api/balance-minimum-endpoints';

/**
 * Balances are judged once a sampling slot and no live event names them, so the list polls:
 * it asks only this server, never the provider.
 */
const MINIMUMS_REFRESH_MS = 30_000;

/** GET /api/balance-minimums: every minimum, and the wallets under theirs as last sampled. */
export const balanceMinimumsQueryOptions = queryOptions({
  queryKey: balanceMinimumKeys.all,
  queryFn: ({ signal }) => callDashboard(balanceMinimumEndpoints.listBalanceMinimums, { signal }),
  refetchInterval: MINIMUMS_REFRESH_MS,
});

/** PUT /api/balance-minimums: sets a wallet's or a currency's minimum. */
export function setBalanceMinimum(minimum: SetMinimum): Promise<BalanceMinimum> {
  return callDashboard(balanceMinimumEndpoints.setBalanceMinimums, { body: minimum });
}

export async function removeBalanceMinimum(id: number): Promise<void> {
  await callDashboard(balanceMinimumEndpoints.removeBalanceMinimum, {
    params: { id: String(id) },
  });
}
