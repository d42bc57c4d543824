import { endpoints } from '../../shared/endpoints';
import type { Database } from '../../store/sql-client';
import { listActivities } from '../db/activities-repository';
import { prefersCsv } from '../http/content-negotiation';
import { endpointRoute, type SandboxRoute } from '../http/endpoint-route';
import { accept } from '../orders/refusal';
import { activitiesToCsv } from './activities-csv';
import { contentDisposition } from './file-routes';
import { foreignOrganization } from './foreign-organization';

/** GET /organizations/{id}/activities: the feed, as JSON or, when asked for, as CSV. */
export function activityRoutes(db: Database): SandboxRoute[] {
  return [
    endpointRoute(endpoints.listActivities, 'read', async ({ path, query, c }) => {
      const refused = foreignOrganization(path.organizationId);
      if (refused) return refused;
      const activities = await listActivities(db, path.organizationId, query);
      if (!prefersCsv(c.req.header('accept'))) return accept({ activities });
      return c.body(activitiesToCsv(activities), 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': contentDisposition('activities.csv'),
      });
    }),
  ];
}
