import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { FilesPage } from '../features/files/components/files-page';

/** `?fileId=` fills the id box, so a file can be shared as a link to this page. */
const filesSearchSchema = z.object({ fileId: z.string().max(200).optional().catch(undefined) });

export const Route = createFileRoute('/files')({
  validateSearch: filesSearchSchema,
  component: function FilesRoute() {
    return <FilesPage sharedFileId={Route.useSearch().fileId} />;
  },
});
