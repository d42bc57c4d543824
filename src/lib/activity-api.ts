import {
  activityPageSchema,
  activityPeopleSchema,
  type ActivityPage,
  type ActivityPeople,
  type ActivityQuery,
} from '../shared/audit';
import { readServerJson } from './server-json';

/** The query as URL search params: lists comma-separated, empty values left out. */
export function activitySearchParams(query: ActivityQuery): URLSearchParams {
  const params = new URLSearchParams();
  // Filters left out are `undefined`, not missing: read them as such.
  const values: Record<string, string | readonly string[] | undefined> = query;
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const text = typeof value === 'string' ? value : value.join(',');
    if (text !== '') params.set(name, text);
  }
  return params;
}

/** GET /api/activity: one page of the dashboard's own record, newest first. */
export async function fetchActivityPage(
  query: ActivityQuery,
  signal?: AbortSignal,
): Promise<ActivityPage> {
  const response = await fetch(`/api/activity?${activitySearchParams(query).toString()}`, {
    signal: signal ?? null,
  });
  return activityPageSchema.parse(await readServerJson(response));
}

/** GET /api/activity/people: whom the signed-in person may filter the record by. */
export async function fetchActivityPeople(signal?: AbortSignal): Promise<ActivityPeople> {
  const response = await fetch('/api/activity/people', { signal: signal ?? null });
  return activityPeopleSchema.parse(await readServerJson(response));
}

/** GET /api/activity/export: every matching entry as CSV, counted up front. */
export async function openActivityExport(
  query: ActivityQuery,
  signal: AbortSignal,
): Promise<{ total: number; body: ReadableStream<Uint8Array<ArrayBuffer>> }> {
  const response = await fetch(
    `/api/activity/export?${activitySearchParams({ ...query, before: undefined, limit: undefined }).toString()}`,
    { signal },
  );
  if (!response.ok || response.body === null) {
    await readServerJson(response);
    throw new Error(`The export answered ${response.status} without a file.`);
  }
  return { total: Number(response.headers.get('x-total-count') ?? '0'), body: response.body };
}
