import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiClient } from '../../../lib/api-client';
import { referenceKeys } from '../../../lib/query-keys';
import { endpoints } from '../../../shared/endpoints';
import { useServedOrganizationId } from './served-organization';

/** The network's participants (GET /organizations/{id}/counterparties); they change rarely. */
export function counterpartiesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: referenceKeys.counterparties(organizationId),
    queryFn: ({ signal }) =>
      apiClient.request(endpoints.listCounterparties, {
        path: { organizationId },
        query: {},
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

/** Counterparty id → its name; empty while loading, so a view shows ids until then. */
export function useCounterpartyNames(): ReadonlyMap<string, string> {
  const organizationId = useServedOrganizationId();
  const counterparties = useQuery({
    ...counterpartiesQueryOptions(organizationId ?? ''),
    enabled: organizationId !== undefined,
  });
  return useMemo(
    () =>
      new Map(
        (counterparties.data?.counterparties ?? []).map(
          (party) => [party.counterpartyId, party.counterpartyName] as const,
        ),
      ),
    [counterparties.data],
  );
}
