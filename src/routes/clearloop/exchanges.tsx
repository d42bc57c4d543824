import { createFileRoute } from '@tanstack/react-router';
import { UpcomingView } from '../../components/upcoming-view';

export const Route = createFileRoute('/clearloop/exchanges')({
  component: () => (
    <UpcomingView
      title="ClearLoop exchanges"
      description="Collateral, unrealised P&L and the next settlement of each exchange."
    />
  ),
});
