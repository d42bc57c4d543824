import { createFileRoute } from '@tanstack/react-router';
import { UpcomingView } from '../../components/upcoming-view';

export const Route = createFileRoute('/new/multi-smart-call')({
  component: () => (
    <UpcomingView
      title="New multi-smart-call order"
      description="Submit a list of unsigned transactions for a DeFi-enabled currency."
    />
  ),
});
