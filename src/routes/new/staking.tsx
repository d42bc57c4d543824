import { createFileRoute } from '@tanstack/react-router';
import { UpcomingView } from '../../components/upcoming-view';

export const Route = createFileRoute('/new/staking')({
  component: () => (
    <UpcomingView
      title="New staking operation"
      description="Delegate, undelegate and claim rewards for staking currencies."
    />
  ),
});
