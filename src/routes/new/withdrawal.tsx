import { createFileRoute } from '@tanstack/react-router';
import { WithdrawalWizard } from '../../features/withdrawals/components/withdrawal-wizard';
import { withdrawalSearchSchema } from '../../features/withdrawals/withdrawal-form';
import {
  cryptoAddressesQueryOptions,
  currenciesQueryOptions,
  portfoliosQueryOptions,
} from '../../features/reference-data/api/reference-queries';

export const Route = createFileRoute('/new/withdrawal')({
  validateSearch: withdrawalSearchSchema,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.query({ ...portfoliosQueryOptions, staleTime: 'static' }),
      context.queryClient.query({ ...currenciesQueryOptions, staleTime: 'static' }),
      context.queryClient.query({ ...cryptoAddressesQueryOptions, staleTime: 'static' }),
    ]),
  component: function NewWithdrawalRoute() {
    return <WithdrawalWizard step={Route.useSearch().step} />;
  },
});
