import { createFileRoute } from '@tanstack/react-router';
import { HoldingsPage } from '../../features/holdings/components/holdings-page';
import { holdingsSearchSchema } from '../../features/holdings/holdings-search';
import { loadReferenceData } from '../../features/reference-data/api/reference-queries';

export const Route = createFileRoute('/holdings/')({
  validateSearch: holdingsSearchSchema,
  loader: ({ context }) => loadReferenceData(context.queryClient, ['portfolios', 'wallets']),
  component: function HoldingsRoute() {
    return <HoldingsPage search={Route.useSearch()} />;
  },
});
