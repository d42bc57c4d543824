import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { budgetAware } from '../../../lib/provider-budget';
import { loanKeys, type LoanIncludeFlag } from '../../../lib/query-keys';
import type { LoansQuery } from '../../../shared/contracts/loans-query';
import { endpoints } from '../../../shared/endpoints';

/**
 * Loans move (LTV, status), so open views refresh once a minute, and only while
 * the tab is visible: about five requests per view in five minutes.
 */
export const LOANS_REFRESH_MS = 60_000;

const liveRefresh = {
  refetchInterval: () => budgetAware(LOANS_REFRESH_MS),
  refetchIntervalInBackground: false,
  staleTime: 15_000,
} as const;

/** GET /organizations/{id}/loans with the URL's filters and include flags. */
export function loansListQueryOptions(organizationId: string, query: LoansQuery) {
  return queryOptions({
    queryKey: loanKeys.list(organizationId, query),
    queryFn: ({ signal }) =>
      apiClient.request(endpoints.listLoans, { path: { organizationId }, query, signal }),
    placeholderData: keepPreviousData,
    ...liveRefresh,
  });
}

/** Open loans, as the risk board reads them: with collaterals, which bring the margin calls. */
export function openLoansQueryOptions(organizationId: string) {
  return loansListQueryOptions(organizationId, { isOpen: true, includeCollaterals: true });
}

/** GET /organizations/{id}/loans/{loanId}, with one include flag or none. */
export function loanQueryOptions(
  organizationId: string,
  loanId: string,
  flag: LoanIncludeFlag | 'base' = 'base',
) {
  return queryOptions({
    queryKey: loanKeys.embed(organizationId, loanId, flag),
    queryFn: ({ signal }) =>
      apiClient.request(endpoints.getLoan, {
        path: { organizationId, loanId },
        query: flag === 'base' ? {} : { [flag]: true },
        signal,
      }),
    ...(flag === 'base' ? liveRefresh : { staleTime: 30_000 }),
  });
}

/**
 * A loan's interest: the API embeds `loanInterest` only in the list, so this
 * asks the list for the one loan.
 */
export function loanInterestQueryOptions(organizationId: string, loanId: string) {
  return queryOptions({
    queryKey: loanKeys.embed(organizationId, loanId, 'includeLoanInterest'),
    queryFn: async ({ signal }) => {
      const { loans } = await apiClient.request(endpoints.listLoans, {
        path: { organizationId },
        query: { loanIds: [loanId], includeLoanInterest: true },
        signal,
      });
      return loans.find((loan) => loan.loanId === loanId) ?? null;
    },
    staleTime: 30_000,
  });
}
