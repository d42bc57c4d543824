import { queryOptions } from '@tanstack/react-query';
import { endpoints } from '../shared/endpoints';
import { apiClient } from './api-client';
import { platformKey } from './session-api';

/** Reference data many views share; it changes rarely, so it stays fresh for minutes. */
export const referenceKeys = {
  portfolios: [...platformKey, 'portfolios'] as const,
};

export const portfoliosQueryOptions = queryOptions({
  queryKey: referenceKeys.portfolios,
  queryFn: ({ signal }) => apiClient.request(endpoints.listPortfolios, { signal }),
  staleTime: 5 * 60_000,
  select: (data) => new Map(data.portfolios.map((portfolio) => [portfolio.portfolioId, portfolio])),
});
