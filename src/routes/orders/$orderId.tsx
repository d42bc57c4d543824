import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { PageHeader } from '../../components/page-header';
import { RouterAnchor } from '../../components/router-anchor';
import { orderDetailQueryOptions } from '../../features/orders/api/orders-queries';
import { OrderDetailView } from '../../features/orders/detail/order-detail-view';

const paramsSchema = z.object({ orderId: z.string().min(1).max(200) });

export const Route = createFileRoute('/orders/$orderId')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
  loader: async ({ context, params }) => {
    // A missing order is shown by the view (404 in words), not as a route error.
    await context.queryClient
      .query({ ...orderDetailQueryOptions(params.orderId), staleTime: 'static' })
      .catch(() => undefined);
  },
  component: function OrderDetailRoute() {
    const { orderId } = Route.useParams();
    return (
      <>
        <PageHeader
          title="Order"
          description={
            <>
              <RouterAnchor to="/orders" size="sm">
                All orders
              </RouterAnchor>{' '}
              ·{' '}
              <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{orderId}</span>
            </>
          }
        />
        <OrderDetailView key={orderId} orderId={orderId} headingLevel={2} />
      </>
    );
  },
});
