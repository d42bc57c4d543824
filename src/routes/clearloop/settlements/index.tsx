import { createFileRoute } from '@tanstack/react-router';
import { settlementsQueryOptions } from '../../../features/clearloop/api/clearloop-queries';
import { SettlementsPage } from '../../../features/clearloop/components/settlements-page';
import {
  settlementsQueryOf,
  settlementsSearchSchema,
} from '../../../features/clearloop/settlements-search';

export const Route = createFileRoute('/clearloop/settlements/')({
  validateSearch: settlementsSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.query({
      ...settlementsQueryOptions(settlementsQueryOf(deps)),
      staleTime: 'static',
    }),
  component: function SettlementsRoute() {
    return <SettlementsPage search={Route.useSearch()} />;
  },
});
