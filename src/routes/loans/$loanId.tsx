import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { loadServedOrganizationId } from '../../features/reference-data/api/served-organization';
import { loanQueryOptions } from '../../features/loans/api/loans-queries';
import { LoanDetailPage } from '../../features/loans/components/loan-detail-page';
import { loanDetailSearchSchema } from '../../features/loans/loans-search';

const paramsSchema = z.object({ loanId: z.string().min(1).max(200) });

export const Route = createFileRoute('/loans/$loanId')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
  validateSearch: loanDetailSearchSchema,
  loader: async ({ context, params }) => {
    const organizationId = await loadServedOrganizationId(context.queryClient);
    if (organizationId === undefined) return;
    // A missing loan is shown by the page itself, with a way back.
    await context.queryClient
      .query({
        ...loanQueryOptions(organizationId, params.loanId),
        staleTime: 'static',
      })
      .catch(() => undefined);
  },
  component: function LoanDetailRoute() {
    const { loanId } = Route.useParams();
    const { tab } = Route.useSearch();
    return <LoanDetailPage loanId={loanId} tab={tab} />;
  },
});
