import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { UpcomingView } from '../../components/upcoming-view';

const paramsSchema = z.object({ loanId: z.string().min(1).max(200) });

export const Route = createFileRoute('/loans/$loanId')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
  component: function LoanDetailRoute() {
    const { loanId } = Route.useParams();
    return <UpcomingView title={`Loan ${loanId}`} description="The detail view of one loan." />;
  },
});
