import { createFileRoute } from '@tanstack/react-router';
import { UpcomingView } from '../components/upcoming-view';

export const Route = createFileRoute('/co-sign')({
  component: () => (
    <UpcomingView
      title="Co-sign"
      description="Orders waiting for your approval, with everything needed to approve them safely."
    />
  ),
});
