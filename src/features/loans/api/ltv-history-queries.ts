import { queryOptions } from '@tanstack/react-query';
import { historySince, type HistoryPeriod } from '../../../lib/history-periods';
import { readServerJson } from '../../../lib/server-json';
import {
  LTV_MOVERS_PATH,
  ltvHistoryPath,
  ltvHistorySchema,
  ltvMoversSchema,
} from '../../../shared/ltv-history';

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
    queryFn: async ({ signal }) => {
      const since = historySince(period, Date.now());
      return ltvHistorySchema.parse(
        await readServerJson(await fetch(ltvHistoryPath(loanId, since), { signal })),
      );
    },
    refetchInterval: LTV_HISTORY_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 30_000,
  });
}

/** GET /api/loans/ltv-movers: the last day's LTV movement of every loan. */
export const ltvMoversQueryOptions = queryOptions({
  queryKey: [...ltvHistoryKeys.all, 'movers'] as const,
  queryFn: async ({ signal }) =>
    ltvMoversSchema.parse(await readServerJson(await fetch(LTV_MOVERS_PATH, { signal }))),
  refetchInterval: LTV_HISTORY_REFRESH_MS,
  refetchIntervalInBackground: false,
  staleTime: 30_000,
});
