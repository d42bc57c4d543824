import { createFileRoute } from '@tanstack/react-router';
import { useWalletPrefill } from '../../features/order-writing/wallet-prefill';
import { loadReferenceData } from '../../features/reference-data/api/reference-queries';
import { WithdrawalWizard } from '../../features/withdrawals/components/withdrawal-wizard';
import {
  withdrawalDraftFrom,
  withdrawalSearchSchema,
} from '../../features/withdrawals/withdrawal-form';

export const Route = createFileRoute('/new/withdrawal')({
  validateSearch: withdrawalSearchSchema,
  loader: ({ context }) =>
    loadReferenceData(context.queryClient, ['portfolios', 'currencies', 'cryptoAddresses']),
  component: function NewWithdrawalRoute() {
    const search = Route.useSearch();
    const navigate = Route.useNavigate();
    useWalletPrefill(search, 'withdrawal', withdrawalDraftFrom, () => {
      void navigate({ search: { step: search.step }, replace: true });
    });
    return <WithdrawalWizard step={search.step} navigate={navigate} />;
  },
});
