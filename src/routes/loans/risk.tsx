import { createFileRoute } from '@tanstack/react-router';
import { loadServedOrganizationId } from '../../features/reference-data/api/served-organization';
import { openLoansQueryOptions } from '../../features/loans/api/loans-queries';
import { RiskBoardPage } from '../../features/loans/components/risk-board-page';

export const Route = createFileRoute('/loans/risk')({
  loader: async ({ context }) => {
    const organizationId = await loadServedOrganizationId(context.queryClient);
    if (organizationId === undefined) return;
    await context.queryClient.query({
      ...openLoansQueryOptions(organizationId),
      staleTime: 'static',
    });
  },
  component: RiskBoardPage,
});
