import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { UpcomingView } from '../../../components/upcoming-view';

const paramsSchema = z.object({ settlementId: z.string().min(1).max(200) });

export const Route = createFileRoute('/clearloop/settlements/$settlementId')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
  component: function SettlementDetailRoute() {
    const { settlementId } = Route.useParams();
    return (
      <UpcomingView
        title={`Settlement ${settlementId}`}
        description="The detail view of one settlement."
      />
    );
  },
});
