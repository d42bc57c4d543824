import { createFileRoute } from '@tanstack/react-router';
import { UpcomingView } from '../../../components/upcoming-view';

export const Route = createFileRoute('/clearloop/settlements/')({
  component: () => (
    <UpcomingView
      title="ClearLoop settlements"
      description="Settlement cycles with their status and instructions."
    />
  ),
});
