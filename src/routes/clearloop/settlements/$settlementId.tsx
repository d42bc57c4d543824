import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { settlementQueryOptions } from '../../../features/clearloop/api/clearloop-queries';
import { SettlementDetailPage } from '../../../features/clearloop/components/settlement-detail-page';

const paramsSchema = z.object({ settlementId: z.string().min(1).max(200) });

export const Route = createFileRoute('/clearloop/settlements/$settlementId')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
  loader: ({ context, params }) =>
    context.queryClient.query({
      ...settlementQueryOptions(params.settlementId),
      staleTime: 'static',
    }),
  component: function SettlementDetailRoute() {
    return <SettlementDetailPage settlementId={Route.useParams().settlementId} />;
  },
});
