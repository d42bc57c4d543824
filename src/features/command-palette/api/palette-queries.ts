import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { classifyFindTerm, findOrders } from '../../../lib/order-lookup';
import { clearLoopKeys, loanKeys, orderKeys } from '../../../lib/query-keys';
import type { LoansQuery } from '../../../shared/contracts/loans-query';
import type { SettlementsQuery } from '../../../shared/contracts/settlements-query';
import { endpoints } from '../../../shared/endpoints';

/** How many orders a palette search lists: enough to pick from, few enough to read. */
const ORDER_MATCHES = '5';

/** Orders found by whatever was typed (an id, its prefix, an external id, a hash, an address). */
export function paletteOrdersQueryOptions(text: string) {
  return queryOptions({
    queryKey: [...orderKeys.all, 'palette', text] as const,
    queryFn: ({ signal }) => {
      const term = classifyFindTerm(text);
      return term ? findOrders(term, { signal, limit: ORDER_MATCHES }) : null;
    },
    enabled: classifyFindTerm(text) !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}

/** The newest settlements, as the palette searches them by id, exchange or exchange settlement id. */
const recentSettlements: SettlementsQuery = { limit: '1000', sortDirection: 'desc' };

export const paletteSettlementsQueryOptions = queryOptions({
  queryKey: clearLoopKeys.settlementList(recentSettlements),
  queryFn: ({ signal }) =>
    apiClient.request(endpoints.listSettlements, { query: recentSettlements, signal }),
  staleTime: 60_000,
});

/** Loans with their counterparties, so the palette finds one by the other side's name too. */
const loansWithNames: LoansQuery = { includeCounterparties: true, limit: '1000' };

export function paletteLoansQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: loanKeys.list(organizationId, loansWithNames),
    queryFn: ({ signal }) =>
      apiClient.request(endpoints.listLoans, {
        path: { organizationId },
        query: loansWithNames,
        signal,
      }),
    staleTime: 60_000,
  });
}
