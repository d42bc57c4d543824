import { createFileRoute } from '@tanstack/react-router';
import { loadServedOrganizationId } from '../../features/reference-data/api/served-organization';
import { loansListQueryOptions } from '../../features/loans/api/loans-queries';
import { LoansPage } from '../../features/loans/components/loans-page';
import { loansQueryOf, loansSearchSchema } from '../../features/loans/loans-search';

export const Route = createFileRoute('/loans/')({
  validateSearch: loansSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const organizationId = await loadServedOrganizationId(context.queryClient);
    // A watch list's request waits for the open loans it is drawn from: the page asks for it.
    if (organizationId === undefined || deps.watch !== undefined) return;
    // Not awaited: a filter change shows at once, over the previous rows, while they load.
    void context.queryClient
      .query({
        ...loansListQueryOptions(organizationId, loansQueryOf(deps)),
        staleTime: 'static',
      })
      .catch(() => undefined);
  },
  component: function LoansRoute() {
    return <LoansPage search={Route.useSearch()} />;
  },
});
