import { createFileRoute } from '@tanstack/react-router';
import { MscWizard } from '../../features/multi-smart-call/components/msc-wizard';
import { mscSearchSchema } from '../../features/multi-smart-call/msc-steps';
import { loadReferenceData } from '../../features/reference-data/api/reference-queries';

export const Route = createFileRoute('/new/multi-smart-call')({
  validateSearch: mscSearchSchema,
  loader: ({ context }) =>
    loadReferenceData(context.queryClient, [
      'currencies',
      'wallets',
      'portfolios',
      'cryptoAddresses',
    ]),
  component: function MultiSmartCallRoute() {
    return <MscWizard step={Route.useSearch().step} navigate={Route.useNavigate()} />;
  },
});
