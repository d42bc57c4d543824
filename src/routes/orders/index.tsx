import { createFileRoute } from '@tanstack/react-router';
import { ordersListQueryOptions } from '../../features/orders/api/orders-queries';
import { OrdersPage } from '../../features/orders/components/orders-page';
import { ordersSearchSchema } from '../../features/orders/orders-search';

export const Route = createFileRoute('/orders/')({
  validateSearch: ordersSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.query({ ...ordersListQueryOptions(deps), staleTime: 'static' }),
  component: function OrdersRoute() {
    return <OrdersPage search={Route.useSearch()} />;
  },
});
