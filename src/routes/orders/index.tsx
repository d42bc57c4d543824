import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ordersListQueryOptions } from '../../features/orders/api/orders-queries';
import { OrdersPage } from '../../features/orders/components/orders-page';
import { OrdersTableSkeleton } from '../../features/orders/components/orders-table-skeleton';
import {
  defaultOrdersSearch,
  ordersSearchSchema,
  toListQuery,
} from '../../features/orders/orders-search';

export const Route = createFileRoute('/orders/')({
  validateSearch: ordersSearchSchema,
  // Defaults stay out of the URL: a plain /orders link means the default view.
  search: { middlewares: [stripSearchParams(defaultOrdersSearch)] },
  loaderDeps: ({ search }) => toListQuery(search),
  loader: async ({ context, deps, cause }) => {
    const load = context.queryClient.query({
      ...ordersListQueryOptions(deps),
      staleTime: 'static',
    });
    // On the page already, a filter change keeps the current rows on screen (dimmed) while
    // the new ones load, instead of swapping the page for a spinner mid-typing.
    if (cause === 'stay') {
      load.catch(() => undefined);
      return;
    }
    await load;
  },
  pendingComponent: OrdersTableSkeleton,
  component: function OrdersRoute() {
    return <OrdersPage search={Route.useSearch()} />;
  },
});
