import type { ActivityPage, ActivityPeople, ActivityQuery } from '../shared/audit';
import { activityEndpoints } from '../shared/dashboard-api/activity-endpoints';
import { dashboardUrl } from '../shared/dashboard-endpoint';
import { callDashboard } from './call-dashboard';
import { readServerJson } from './server-json';

/** GET /api/activity: one page of the dashboard's own record, newest first. */
export function fetchActivityPage(
  query: ActivityQuery,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  return callDashboard(activityEndpoints.listActivity, { query, ...(signal ? { signal } : {}) });
}

/** GET /api/activity/people: whom the signed-in person may filter the record by. */
export function fetchActivityPeople(signal?: AbortSignal): Promise<ActivityPeople> {
  return callDashboard(activityEndpoints.listActivityPeople, signal ? { signal } : {});
}

/** GET /api/activity/export: every matching entry as CSV, counted up front. */
export async function openActivityExport(
  query: ActivityQuery,
  signal: AbortSignal,
): Promise<{ total: number; body: ReadableStream<Uint8Array<ArrayBuffer>> }> {
  const everything = { ...query, before: undefined, limit: undefined };
  const response = await fetch(dashboardUrl(activityEndpoints.exportActivity, {}, everything), {
    signal,
  });
  if (!response.ok || response.body === null) {
    await readServerJson(response);
    throw new Error(`The export answered ${response.status} without a file.`);
  }
  return { total: Number(response.headers.get('x-total-count') ?? '0'), body: response.body };
}
