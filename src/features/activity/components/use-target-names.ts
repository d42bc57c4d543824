import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  cryptoAddressesQueryOptions,
  portfoliosQueryOptions,
} from '../../reference-data/api/reference-queries';

/** Portfolio and address-book ids → their names; an id it does not know gets none. */
export function useTargetNames(): ReadonlyMap<string, string> {
  const portfolios = useQuery(portfoliosQueryOptions);
  const addresses = useQuery(cryptoAddressesQueryOptions);
  return useMemo(
    () =>
      new Map([
        ...[...(portfolios.data?.values() ?? [])].map(
          (portfolio) => [portfolio.portfolioId, portfolio.portfolioName] as const,
        ),
        ...(addresses.data?.cryptoAddresses ?? []).map(
          (address) => [address.cryptoAddressId, address.name] as const,
        ),
      ]),
    [portfolios.data, addresses.data],
  );
}
