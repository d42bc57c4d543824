import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  currenciesQueryOptions,
  portfoliosQueryOptions,
  walletsQueryOptions,
} from './reference-queries';

/**
 * Currencies, every wallet and the portfolios: what an order form checks a source against.
 * `data` is there once all three are, and keeps its identity until one of them changes.
 */
export function useHoldings() {
  const currencies = useQuery(currenciesQueryOptions);
  const wallets = useQuery(walletsQueryOptions());
  const portfolios = useQuery(portfoliosQueryOptions);
  const data = useMemo(
    () =>
      currencies.data && wallets.data && portfolios.data
        ? {
            currencies: currencies.data.currencies,
            wallets: wallets.data.wallets,
            portfolios: portfolios.data,
          }
        : undefined,
    [currencies.data, wallets.data, portfolios.data],
  );
  return { queries: [currencies, wallets, portfolios], data };
}
