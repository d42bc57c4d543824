import { queryOptions } from '@tanstack/react-query';
import { callDashboard } from '../../../lib/call-dashboard';
import { historySince, type HistoryPeriod } from '../../../lib/history-periods';
import { historyEndpoints } from '../../../shared/dashboard-api/history-endpoints';

/** The server records a reading a minute at the most; the chart looks again as often. */
const BALANCE_HISTORY_REFRESH_MS = 60_000;

export const balanceHistoryKeys = {
  all: ['balance-history'] as const,
  of: (walletId: string, period: HistoryPeriod) =>
    [...balanceHistoryKeys.all, walletId, period] as const,
};

/** GET /api/wallets/{walletId}/balance-history for the period up to now. */
export function balanceHistoryQueryOptions(walletId: string, period: HistoryPeriod) {
  return queryOptions({
    queryKey: balanceHistoryKeys.of(walletId, period),
    queryFn: ({ signal }) => {
      const since = historySince(period, Date.now());
      return callDashboard(historyEndpoints.readBalanceHistory, {
        params: { walletId },
        query: since === undefined ? {} : { since: String(since) },
        signal,
      });
    },
    refetchInterval: BALANCE_HISTORY_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 30_000,
  });
}
