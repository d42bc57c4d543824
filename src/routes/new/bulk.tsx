import { createFileRoute } from '@tanstack/react-router';
import { BulkWizard } from '../../features/bulk-orders/components/bulk-wizard';
import { bulkSearchSchema } from '../../features/bulk-orders/bulk-steps';
import { loadReferenceData } from '../../features/reference-data/api/reference-queries';

export const Route = createFileRoute('/new/bulk')({
  validateSearch: bulkSearchSchema,
  loader: ({ context }) =>
    loadReferenceData(context.queryClient, ['currencies', 'portfolios', 'cryptoAddresses']),
  component: function BulkRoute() {
    return <BulkWizard step={Route.useSearch().step} navigate={Route.useNavigate()} />;
  },
});
