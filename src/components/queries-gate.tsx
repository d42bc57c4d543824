import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, PendingState } from './page-states';

/**
 * What a view shows while the queries it needs load: the first failure, with a retry, or a
 * pending state until `data` (built from their results) is ready; then `children` with it.
 */
export function QueriesGate<T>({
  queries,
  data,
  pendingLabel,
  children,
}: {
  queries: readonly Pick<UseQueryResult, 'isError' | 'error' | 'refetch'>[];
  data: T | undefined;
  pendingLabel: string;
  children: (data: T) => ReactNode;
}) {
  const failed = queries.find((query) => query.isError);
  if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  if (data === undefined) return <PendingState label={pendingLabel} />;
  return children(data);
}
