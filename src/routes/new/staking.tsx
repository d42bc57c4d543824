import { createFileRoute } from '@tanstack/react-router';
import { useWalletPrefill } from '../../features/order-writing/wallet-prefill';
import { loadReferenceData } from '../../features/reference-data/api/reference-queries';
import { StakingWizard } from '../../features/staking/components/staking-wizard';
import { stakingDraftFrom } from '../../features/staking/staking-form';
import { stakingSearchSchema } from '../../features/staking/staking-steps';

export const Route = createFileRoute('/new/staking')({
  validateSearch: stakingSearchSchema,
  loader: ({ context }) =>
    loadReferenceData(context.queryClient, ['currencies', 'wallets', 'portfolios']),
  component: function StakingRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    useWalletPrefill(search, 'staking', stakingDraftFrom, () => {
      void navigate({ search: { step: search.step }, replace: true });
    });
    return <StakingWizard step={search.step} navigate={navigate} />;
  },
});
