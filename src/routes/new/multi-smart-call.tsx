import { createFileRoute } from '@tanstack/react-router';
import { MscWizard } from '../../features/multi-smart-call/components/msc-wizard';
import { mscSearchSchema, type MscStep } from '../../features/multi-smart-call/msc-steps';
import { useStepNavigation } from '../../features/order-writing/use-step-navigation';
import { loadReferenceData } from '../../features/reference-data/api/reference-queries';

export const Route = createFileRoute('/new/multi-smart-call')({
  validateSearch: mscSearchSchema,
  loader: ({ context }) =>
    loadReferenceData(context.queryClient, ['currencies', 'wallets', 'portfolios']),
  component: function MultiSmartCallRoute() {
    const onStepChange = useStepNavigation<MscStep>(Route.useNavigate());
    return <MscWizard step={Route.useSearch().step} onStepChange={onStepChange} />;
  },
});
