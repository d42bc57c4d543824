import { createFileRoute, notFound } from '@tanstack/react-router';
import { z } from 'zod';
import { NotFoundState } from '../../../components/page-states';
import { settlementQueryOptions } from '../../../features/clearloop/api/clearloop-queries';
import { SettlementDetailPage } from '../../../features/clearloop/components/settlement-detail-page';
import { ApiError } from '../../../shared/api-error';

const paramsSchema = z.object({ settlementId: z.string().min(1).max(200) });

export const Route = createFileRoute('/clearloop/settlements/$settlementId')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
  loader: async ({ context, params }) => {
    try {
      return await context.queryClient.query({
        ...settlementQueryOptions(params.settlementId),
        staleTime: 'static',
      });
    } catch (error) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router renders notFoundComponent for its own notFound() marker, which is not an Error
      if (error instanceof ApiError && error.status === 404) throw notFound();
      throw error;
    }
  },
  notFoundComponent: function SettlementNotFound() {
    const { settlementId } = Route.useParams();
    return (
      <NotFoundState>
        There is no settlement {settlementId}. It may belong to another organization, or the link is
        mistyped.
      </NotFoundState>
    );
  },
  component: function SettlementDetailRoute() {
    return <SettlementDetailPage settlementId={Route.useParams().settlementId} />;
  },
});
