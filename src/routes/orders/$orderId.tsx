import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { UpcomingView } from '../../components/upcoming-view';

const paramsSchema = z.object({ orderId: z.string().min(1).max(200) });

export const Route = createFileRoute('/orders/$orderId')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
  component: function OrderDetailRoute() {
    const { orderId } = Route.useParams();
    return <UpcomingView title={`Order ${orderId}`} description="The detail view of one order." />;
  },
});
