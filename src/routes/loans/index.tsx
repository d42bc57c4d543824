import { createFileRoute } from '@tanstack/react-router';
import { UpcomingView } from '../../components/upcoming-view';

export const Route = createFileRoute('/loans/')({
  component: () => (
    <UpcomingView title="Loans" description="Agency and bilateral loans of the organization." />
  ),
});
