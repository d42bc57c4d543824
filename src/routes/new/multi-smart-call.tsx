import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '../../components/page-header';
import { MscWizard } from '../../features/multi-smart-call/components/msc-wizard';
import { mscSearchSchema } from '../../features/multi-smart-call/msc-steps';
import {
  currenciesQueryOptions,
  portfoliosQueryOptions,
  walletsQueryOptions,
} from '../../features/reference-data/api/reference-queries';

export const Route = createFileRoute('/new/multi-smart-call')({
  validateSearch: mscSearchSchema,
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.query({ ...currenciesQueryOptions, staleTime: 'static' }),
      context.queryClient.query({ ...walletsQueryOptions(), staleTime: 'static' }),
      context.queryClient.query({ ...portfoliosQueryOptions, staleTime: 'static' }),
    ]),
  component: function MultiSmartCallRoute() {
    const { step } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <>
        <PageHeader
          title="New multi-smart-call order"
          description="Submit a list of unsigned transactions for a DeFi-enabled currency."
        />
        <MscWizard
          step={step}
          onStepChange={(next, options) =>
            void navigate({ search: { step: next }, replace: options?.replace ?? false })
          }
        />
      </>
    );
  },
});
