import { createFileRoute } from '@tanstack/react-router';
import { loadReferenceData } from '../../features/reference-data/api/reference-queries';
import { StakingWizard } from '../../features/staking/components/staking-wizard';
import { stakingSearchSchema } from '../../features/staking/staking-steps';

export const Route = createFileRoute('/new/staking')({
  validateSearch: stakingSearchSchema,
  loader: ({ context }) =>
    loadReferenceData(context.queryClient, ['currencies', 'wallets', 'portfolios']),
  component: function StakingRoute() {
    return <StakingWizard step={Route.useSearch().step} navigate={Route.useNavigate()} />;
  },
});
