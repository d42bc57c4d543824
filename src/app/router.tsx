import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { NotFoundState, PendingState } from '../components/page-states';
import { RouteError } from './route-error';
import { parseSearchParams, stringifySearchParams } from '../lib/search-params';
import { routeTree } from './route-tree.gen';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through the query cache, so the router itself never caches.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <PendingState />,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFoundState />,
    scrollRestoration: true,
    parseSearch: parseSearchParams,
    stringifySearch: stringifySearchParams,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
