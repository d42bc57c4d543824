import { createFileRoute } from '@tanstack/react-router';
import { coSignQueueQueryOptions, QUEUE_REFRESH_MS } from '../features/co-sign/api/co-sign-queries';
import { CoSignPage } from '../features/co-sign/components/co-sign-page';
import { coSignSearchSchema } from '../features/co-sign/co-sign-search';
import { sessionQueryOptions } from '../lib/session-api';

export const Route = createFileRoute('/co-sign')({
  validateSearch: coSignSearchSchema,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.query({
        ...coSignQueueQueryOptions(QUEUE_REFRESH_MS),
        staleTime: 'static',
      }),
      context.queryClient.query({ ...sessionQueryOptions, staleTime: 'static' }),
    ]),
  component: function CoSignRoute() {
    return <CoSignPage search={Route.useSearch()} />;
  },
});
