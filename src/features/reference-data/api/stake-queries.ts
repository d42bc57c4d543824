import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { walletKeys } from '../../../lib/query-keys';
import type { StakeLists } from '../../../lib/stake-positions';
import { maxPageLimit } from '../../../shared/contracts/request-limits';
import { endpoints } from '../../../shared/endpoints';

/**
 * Every stake of the organization, from the provider's three reads at once (each one page of
 * the largest size), so a wallet's figures and its list of stakes come from the same answer.
 */
export const stakesQueryOptions = queryOptions({
  queryKey: walletKeys.stakes,
  queryFn: async ({ signal }): Promise<StakeLists> => {
    const query = { limit: String(maxPageLimit) };
    const [active, pending, outstanding] = await Promise.all([
      apiClient.request(endpoints.listActiveStakes, { query, signal }),
      apiClient.request(endpoints.listPendingStakes, { query, signal }),
      apiClient.request(endpoints.listOutstandingStakes, { query, signal }),
    ]);
    return {
      activeStakes: active.activeStakes,
      pendingStakes: pending.pendingStakes,
      outstandingStakes: outstanding.outstandingStakes,
    };
  },
  staleTime: 10_000,
});
