import { createFileRoute } from '@tanstack/react-router';
import { UpcomingView } from '../../components/upcoming-view';

export const Route = createFileRoute('/new/withdrawal')({
  component: () => (
    <UpcomingView
      title="New withdrawal"
      description="Send funds to an address-book address, another portfolio, or undelegate from ClearLoop."
    />
  ),
});
