import { createFileRoute } from '@tanstack/react-router';
import { loadOwnOrganization } from '../../features/loans/api/loans-organization';
import { loansListQueryOptions } from '../../features/loans/api/loans-queries';
import { LoansPage } from '../../features/loans/components/loans-page';
import { loansQueryOf, loansSearchSchema } from '../../features/loans/loans-search';

export const Route = createFileRoute('/loans/')({
  validateSearch: loansSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const organization = await loadOwnOrganization(context.queryClient);
    if (organization.kind !== 'resolved') return;
    // Not awaited: a filter change shows at once, over the previous rows, while they load.
    void context.queryClient
      .query({
        ...loansListQueryOptions(organization.organization.organizationId, loansQueryOf(deps)),
        staleTime: 'static',
      })
      .catch(() => undefined);
  },
  component: function LoansRoute() {
    return <LoansPage search={Route.useSearch()} />;
  },
});
