import { createFileRoute } from '@tanstack/react-router';
import {
  liveSessionsQueryOptions,
  signInThrottlesQueryOptions,
} from '../features/admin/api/admin-queries';
import { AdminPage } from '../features/admin/components/admin-page';
import { sessionQueryOptions } from '../lib/session-api';

export const Route = createFileRoute('/admin')({
  loader: async ({ context: { queryClient } }) => {
    // Only an administrator's page asks: anyone else is told why, without a refusal to show.
    const session = await queryClient.query({ ...sessionQueryOptions, staleTime: 'static' });
    if (!session.person.roles.includes('admin')) return;
    // An error shows in its section, beside the other one, not instead of the page.
    await Promise.all([
      queryClient.query(liveSessionsQueryOptions),
      queryClient.query(signInThrottlesQueryOptions),
    ]).catch(() => undefined);
  },
  component: AdminPage,
});
