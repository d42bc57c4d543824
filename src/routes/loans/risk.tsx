import { createFileRoute } from '@tanstack/react-router';
import { UpcomingView } from '../../components/upcoming-view';

export const Route = createFileRoute('/loans/risk')({
  component: () => (
    <UpcomingView
      title="LTV risk board"
      description="Loans by loan-to-value against their margin-call and default thresholds."
    />
  ),
});
