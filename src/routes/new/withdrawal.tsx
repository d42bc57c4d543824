import { createFileRoute } from '@tanstack/react-router';
import { loadReferenceData } from '../../features/reference-data/api/reference-queries';
import { WithdrawalWizard } from '../../features/withdrawals/components/withdrawal-wizard';
import { withdrawalSearchSchema } from '../../features/withdrawals/withdrawal-form';

export const Route = createFileRoute('/new/withdrawal')({
  validateSearch: withdrawalSearchSchema,
  loader: ({ context }) =>
    loadReferenceData(context.queryClient, ['portfolios', 'currencies', 'cryptoAddresses']),
  component: function NewWithdrawalRoute() {
    return <WithdrawalWizard step={Route.useSearch().step} navigate={Route.useNavigate()} />;
  },
});
