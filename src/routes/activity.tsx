import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ActivityPage } from '../features/activity/components/activity-page';
import { activityListQueryOptions } from '../features/activity/api/activity-queries';
import {
  activitySearchSchema,
  defaultActivitySearch,
  toActivityQuery,
} from '../features/activity/activity-search';

export const Route = createFileRoute('/activity')({
  validateSearch: activitySearchSchema,
  search: { middlewares: [stripSearchParams(defaultActivitySearch)] },
  loaderDeps: ({ search }) => ({ feed: search.feed, query: toActivityQuery(search) }),
  loader: async ({ context, deps, cause }) => {
    if (deps.feed !== 'dashboard') return;
    const load = context.queryClient.infiniteQuery(activityListQueryOptions(deps.query));
    // A filter change keeps the current rows on screen while the new ones load; an error
    // shows on the page, beside the filters, not instead of it.
    if (cause === 'stay') {
      load.catch(() => undefined);
      return;
    }
    await load.catch(() => undefined);
  },
  component: function ActivityRoute() {
    return <ActivityPage search={Route.useSearch()} />;
  },
});
