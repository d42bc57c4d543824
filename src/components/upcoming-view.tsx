import { PageHeader } from './page-header';
import { EmptyState } from './page-states';

/** A view whose feature has not shipped: says so plainly and shows no data. */
export function UpcomingView({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <EmptyState title="This view is not available yet">
        It is part of the dashboard's plan and arrives in a later release. Nothing is shown here
        until it works against the API.
      </EmptyState>
    </>
  );
}
