import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorState } from '../components/page-states';

/** A route's error boundary: explains the error and retries the route's loader. */
export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  const queryErrorBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorBoundary.reset();
  }, [queryErrorBoundary]);
  return <ErrorState error={error} onRetry={() => void router.invalidate()} />;
}
