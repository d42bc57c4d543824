import { queryOptions } from '@tanstack/react-query';
import { historySince, type HistoryPeriod } from '../../../lib/history-periods';
import { readServerJson } from '../../../lib/server-json';
import { balanceHistoryPath, balanceHistorySchema } from '../../../shared/balance-history';

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
    queryFn: async ({ signal }) =>
      balanceHistorySchema.parse(
        await readServerJson(
          await fetch(balanceHistoryPath(walletId, historySince(period, Date.now())), { signal }),
        ),
      ),
    refetchInterval: BALANCE_HISTORY_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 30_000,
  });
}
