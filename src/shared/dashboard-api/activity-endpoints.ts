import { activityPageSchema, activityPeopleSchema, activityQuerySchema } from '../audit';
import { dashboardRead } from '../dashboard-endpoint';

/** The dashboard's own audit record: everyone's, or one's own (`mayReadEveryonesActivity`). */
export const activityEndpoints = {
  listActivity: dashboardRead('/api/activity', activityPageSchema, activityQuerySchema),
  /** Every matching entry as CSV, counted first in X-Total-Count; the export is recorded. */
  exportActivity: dashboardRead('/api/activity/export', 'csv', activityQuerySchema),
  listActivityPeople: dashboardRead('/api/activity/people', activityPeopleSchema),
};
