import { createFileRoute } from '@tanstack/react-router';
import { loadOwnOrganization } from '../../features/loans/api/loans-organization';
import { openLoansQueryOptions } from '../../features/loans/api/loans-queries';
import { RiskBoardPage } from '../../features/loans/components/risk-board-page';

export const Route = createFileRoute('/loans/risk')({
  loader: async ({ context }) => {
    const organization = await loadOwnOrganization(context.queryClient);
    if (organization.kind !== 'resolved') return;
    await context.queryClient.query({
      ...openLoansQueryOptions(organization.organization.organizationId),
      staleTime: 'static',
    });
  },
  component: RiskBoardPage,
});
