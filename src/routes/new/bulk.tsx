import { createFileRoute } from '@tanstack/react-router';
import { BulkWizard } from '../../features/bulk-orders/components/bulk-wizard';
import { bulkSearchSchema, type BulkStep } from '../../features/bulk-orders/bulk-steps';
import { useStepNavigation } from '../../features/order-writing/use-step-navigation';
import { loadReferenceData } from '../../features/reference-data/api/reference-queries';

export const Route = createFileRoute('/new/bulk')({
  validateSearch: bulkSearchSchema,
  loader: ({ context }) =>
    loadReferenceData(context.queryClient, ['currencies', 'portfolios', 'cryptoAddresses']),
  component: function BulkRoute() {
    const onStepChange = useStepNavigation<BulkStep>(Route.useNavigate());
    return <BulkWizard step={Route.useSearch().step} onStepChange={onStepChange} />;
  },
});
