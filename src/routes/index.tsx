import { createFileRoute } from '@tanstack/react-router';
import { MorningPage } from '../app/morning-page';
import { sessionQueryOptions } from '../lib/session-api';

export const Route = createFileRoute('/')({
  loader: ({ context }) =>
    context.queryClient.query({ ...sessionQueryOptions, staleTime: 'static' }),
  component: MorningPage,
});
