import { queryOptions } from '@tanstack/react-query';
import { historySince, type HistoryPeriod } from '../../../lib/history-periods';
import { callDashboard } from '../../../lib/call-dashboard';
import { historyEndpoints } from '../../../shared/dashboard-api/history-endpoints';

/** The server records a reading a minute at the most; the chart looks again as often. */
const LTV_HISTORY_REFRESH_MS = 60_000;

export const ltvHistoryKeys = {
  all: ['ltv-history'] as const,
  of: (loanId: string, period: HistoryPeriod) => [...ltvHistoryKeys.all, loanId, period] as const,
};

/** GET /api/loans/{loanId}/ltv-history for the period up to now. */
export function ltvHistoryQueryOptions(loanId: string, period: HistoryPeriod) {
  return queryOptions({
    queryKey: ltvHistoryKeys.of(loanId, period),
    queryFn: ({ signal }) => {
      const since = historySince(period, Date.now());
      return callDashboard(historyEndpoints.readLtvHistory, {
        params: { loanId },
        query: since === undefined ? {} : { since: String(since) },
        signal,
      });
    },
    refetchInterval: LTV_HISTORY_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 30_000,
  });
}

/** GET /api/loans/ltv-movers: the last day's LTV movement of every loan. */
export const ltvMoversQueryOptions = queryOptions({
  queryKey: [...ltvHistoryKeys.all, 'movers'] as const,
  queryFn: ({ signal }) => callDashboard(historyEndpoints.readLtvMovers, { signal }),
  refetchInterval: LTV_HISTORY_REFRESH_MS,
  refetchIntervalInBackground: false,
  staleTime: 30_000,
});
