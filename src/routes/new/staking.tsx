import { createFileRoute } from '@tanstack/react-router';
import { useStepNavigation } from '../../features/order-writing/use-step-navigation';
import { loadReferenceData } from '../../features/reference-data/api/reference-queries';
import { StakingWizard } from '../../features/staking/components/staking-wizard';
import { stakingSearchSchema, type StakingStep } from '../../features/staking/staking-steps';

export const Route = createFileRoute('/new/staking')({
  validateSearch: stakingSearchSchema,
  loader: ({ context }) =>
    loadReferenceData(context.queryClient, ['currencies', 'wallets', 'portfolios']),
  component: function StakingRoute() {
    const onStepChange = useStepNavigation<StakingStep>(Route.useNavigate());
    return <StakingWizard step={Route.useSearch().step} onStepChange={onStepChange} />;
  },
});
