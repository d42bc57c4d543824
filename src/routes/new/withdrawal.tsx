import { createFileRoute } from '@tanstack/react-router';
import { useStepNavigation } from '../../features/order-writing/use-step-navigation';
import { loadReferenceData } from '../../features/reference-data/api/reference-queries';
import { WithdrawalWizard } from '../../features/withdrawals/components/withdrawal-wizard';
import {
  withdrawalSearchSchema,
  type WithdrawalStep,
} from '../../features/withdrawals/withdrawal-form';

export const Route = createFileRoute('/new/withdrawal')({
  validateSearch: withdrawalSearchSchema,
  loader: ({ context }) =>
    loadReferenceData(context.queryClient, ['portfolios', 'currencies', 'cryptoAddresses']),
  component: function NewWithdrawalRoute() {
    const onStepChange = useStepNavigation<WithdrawalStep>(Route.useNavigate());
    return <WithdrawalWizard step={Route.useSearch().step} onStepChange={onStepChange} />;
  },
});
