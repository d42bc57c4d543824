import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header';
import { StakingWizard } from '../../features/staking/components/staking-wizard';
import { stakingSearchSchema } from '../../features/staking/staking-steps';
import {
  currenciesQueryOptions,
  portfoliosQueryOptions,
  walletsQueryOptions,
} from '../../features/reference-data/api/reference-queries';

export const Route = createFileRoute('/new/staking')({
  validateSearch: stakingSearchSchema,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.query({ ...currenciesQueryOptions, staleTime: 'static' }),
      context.queryClient.query({ ...walletsQueryOptions(), staleTime: 'static' }),
      context.queryClient.query({ ...portfoliosQueryOptions, staleTime: 'static' }),
    ]),
  component: function StakingRoute() {
    const { step } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        <PageHeader
          title="New staking operation"
          description="Delegate, undelegate and claim rewards for staking currencies."
        />
        <StakingWizard
          step={step}
          onStepChange={(next, options) =>
            void navigate({ search: { step: next }, replace: options?.replace ?? false })
          }
        />
      </>
    );
  },
});
