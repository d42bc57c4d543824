import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header';
import { BulkWizard } from '../../features/bulk-orders/components/bulk-wizard';
import { bulkSearchSchema } from '../../features/bulk-orders/bulk-steps';
import {
  cryptoAddressesQueryOptions,
  currenciesQueryOptions,
  portfoliosQueryOptions,
} from '../../features/reference-data/api/reference-queries';

export const Route = createFileRoute('/new/bulk')({
  validateSearch: bulkSearchSchema,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.query({ ...currenciesQueryOptions, staleTime: 'static' }),
      context.queryClient.query({ ...portfoliosQueryOptions, staleTime: 'static' }),
      context.queryClient.query({ ...cryptoAddressesQueryOptions, staleTime: 'static' }),
    ]),
  component: function BulkRoute() {
    const { step } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        <PageHeader
          title="New bulk order"
          description="Import or type many withdrawals; they are sent in calls of at most 49 orders."
        />
        <BulkWizard
          step={step}
          onStepChange={(next, options) =>
            void navigate({ search: { step: next }, replace: options?.replace ?? false })
          }
        />
      </>
    );
  },
});
