import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { endpoints } from '../../../shared/endpoints';
import { apiClient } from '../../../lib/api-client';
import { referenceKeys, walletKeys } from '../../../lib/query-keys';

/** Reference data many views share changes rarely, so it stays fresh for minutes. */
const REFERENCE_STALE_MS = 5 * 60_000;

/** Portfolios by id. */
export const portfoliosQueryOptions = queryOptions({
  queryKey: referenceKeys.portfolios,
  queryFn: ({ signal }) => apiClient.request(endpoints.listPortfolios, { signal }),
  staleTime: REFERENCE_STALE_MS,
  select: (data) => new Map(data.portfolios.map((portfolio) => [portfolio.portfolioId, portfolio])),
});

/** Wallets (balances) of one portfolio, or of all. Balances move, so they go stale quickly. */
export function walletsQueryOptions(portfolioId?: string) {
  return queryOptions({
    queryKey: walletKeys.of(portfolioId),
    queryFn: ({ signal }) =>
      apiClient.request(endpoints.listWallets, {
        query: portfolioId ? { portfolioId } : {},
        signal,
      }),
    staleTime: 10_000,
  });
}

export const currenciesQueryOptions = queryOptions({
  queryKey: referenceKeys.currencies,
  queryFn: ({ signal }) => apiClient.request(endpoints.listCurrencies, { signal }),
  staleTime: REFERENCE_STALE_MS,
});

/** The address book. */
export const cryptoAddressesQueryOptions = queryOptions({
  queryKey: referenceKeys.cryptoAddresses,
  queryFn: ({ signal }) => apiClient.request(endpoints.listCryptoAddresses, { signal }),
  staleTime: 60_000,
});

export const organizationsQueryOptions = queryOptions({
  queryKey: referenceKeys.organizations,
  queryFn: ({ signal }) => apiClient.request(endpoints.listOrganizations, { signal }),
  staleTime: REFERENCE_STALE_MS,
});

/** Each piece of reference data, read for a route loader from the cache when it is there. */
const loaders = {
  portfolios: (client: QueryClient) =>
    client.query({ ...portfoliosQueryOptions, staleTime: 'static' }),
  currencies: (client: QueryClient) =>
    client.query({ ...currenciesQueryOptions, staleTime: 'static' }),
  cryptoAddresses: (client: QueryClient) =>
    client.query({ ...cryptoAddressesQueryOptions, staleTime: 'static' }),
  wallets: (client: QueryClient) => client.query({ ...walletsQueryOptions(), staleTime: 'static' }),
};

/** For route loaders: the reference data a view needs, resolved once all of it is there. */
export async function loadReferenceData(
  queryClient: QueryClient,
  needs: readonly (keyof typeof loaders)[],
): Promise<void> {
  await Promise.all(needs.map((need) => loaders[need](queryClient)));
}
