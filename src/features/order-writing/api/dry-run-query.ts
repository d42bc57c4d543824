import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { dryRunKeys } from '../../../lib/query-keys';
import type { DryRunOrderRequest } from '../../../shared/contracts/dry-run';
import { endpoints } from '../../../shared/endpoints';

/**
 * POST /dry-run-orders for the order on a review step: what the API would charge and warn
 * about. Not retried: a failure is shown at once and never holds up the submit.
 */
export function dryRunPreviewQueryOptions(request: DryRunOrderRequest) {
  return queryOptions({
    queryKey: dryRunKeys.of(request),
    queryFn: ({ signal }) => apiClient.request(endpoints.dryRunOrder, { body: request, signal }),
    staleTime: 30_000,
    retry: false,
  });
}
