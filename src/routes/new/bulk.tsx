import { createFileRoute } from '@tanstack/react-router';
import { UpcomingView } from '../../components/upcoming-view';

export const Route = createFileRoute('/new/bulk')({
  component: () => (
    <UpcomingView title="New bulk order" description="Create up to 49 orders in one request." />
  ),
});
