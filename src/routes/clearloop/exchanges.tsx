import { createFileRoute } from '@tanstack/react-router';
import { exchangesQueryOptions } from '../../features/clearloop/api/clearloop-queries';
import { ExchangesPage } from '../../features/clearloop/components/exchanges-page';

export const Route = createFileRoute('/clearloop/exchanges')({
  loader: ({ context }) =>
    context.queryClient.query({ ...exchangesQueryOptions, staleTime: 'static' }),
  component: ExchangesPage,
});
