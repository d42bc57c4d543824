import { createFileRoute } from '@tanstack/react-router';
import { UpcomingView } from '../components/upcoming-view';

export const Route = createFileRoute('/files')({
  component: () => (
    <UpcomingView title="Files" description="Download reports and statements by file id." />
  ),
});
