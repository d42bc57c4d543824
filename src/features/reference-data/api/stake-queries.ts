import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { fetchAllPages, type ListPage } from '../../../lib/fetch-all-pages';
import { walletKeys } from '../../../lib/query-keys';
import type { StakeLists } from '../../../lib/stake-positions';
import { maxPageLimit } from '../../../shared/contracts/request-limits';
import { endpoints } from '../../../shared/endpoints';

/** Every page of one stake read, for the whole organization: no filter, the largest pages. */
async function allOf<T>(
  readPage: (query: { offset: string; limit: string }, signal: AbortSignal) => Promise<ListPage<T>>,
  signal: AbortSignal,
): Promise<T[]> {
  const { rows } = await fetchAllPages(
    (offset, limit, pageSignal) =>
      readPage({ offset: String(offset), limit: String(limit) }, pageSignal),
    { signal, pageSize: maxPageLimit },
  );
  return rows;
}

/**
 * Every stake of the organization, from the provider's three reads at once, each walked to
 * its last page: one walk per kind for every wallet (a page of the largest size is usually
 * all there is), not one read per wallet, so a page of many wallets spends a few requests of
 * the provider's budget. A wallet's figures and its list of stakes come from the same answer.
 */
export const stakesQueryOptions = queryOptions({
  queryKey: walletKeys.stakes,
  queryFn: async ({ signal }): Promise<StakeLists> => {
    const [activeStakes, pendingStakes, outstandingStakes] = await Promise.all([
      allOf(async (query, pageSignal) => {
        const page = await apiClient.request(endpoints.listActiveStakes, {
          query,
          signal: pageSignal,
        });
        return { rows: page.activeStakes, unreadable: page.unreadableItems.length };
      }, signal),
      allOf(async (query, pageSignal) => {
        const page = await apiClient.request(endpoints.listPendingStakes, {
          query,
          signal: pageSignal,
        });
        return { rows: page.pendingStakes, unreadable: page.unreadableItems.length };
      }, signal),
      allOf(async (query, pageSignal) => {
        const page = await apiClient.request(endpoints.listOutstandingStakes, {
          query,
          signal: pageSignal,
        });
        return { rows: page.outstandingStakes, unreadable: page.unreadableItems.length };
      }, signal),
    ]);
    return { activeStakes, pendingStakes, outstandingStakes };
  },
  staleTime: 10_000,
});
