import Papa from 'papaparse';
import { apiClient } from '../../../lib/api-client';
import { fetchAllPages, type PagingProgress } from '../../../lib/fetch-all-pages';
import type { ActivitiesQuery, Activity } from '../../../shared/contracts/activities';
import { endpoints } from '../../../shared/endpoints';
import { neutraliseFormula } from '../../../shared/csv-cells';
import { activityTypeLabel } from '../activity-type-label';
import type { LeftOut } from '../../../lib/left-out';
import { isUnreadable, type Readable } from '../../../shared/contracts/readable';

/** The provider's default and largest page. */
const EXPORT_PAGE_SIZE = 1000;

const iso = (epochMs: Readable<string>) =>
  isUnreadable(epochMs) ? `unreadable: ${epochMs.raw}` : new Date(Number(epochMs)).toISOString();

/** CSV of the provider's activities, with people's names beside their ids. */
export function providerActivityCsv(
  activities: readonly Activity[],
  names: ReadonlyMap<string, string>,
): string {
  const header = [
    'Time (UTC)',
    'Activity',
    'Name',
    'Description',
    'Person',
    'User ID',
    'Portfolio ID',
    'Activity ID',
  ];
  const rows = activities.map((activity) =>
    [
      iso(activity.createdAt),
      activityTypeLabel(activity.activityType),
      activity.name,
      activity.description,
      activity.userId === undefined ? '' : (names.get(activity.userId) ?? ''),
      activity.userId ?? '',
      activity.portfolioId ?? '',
      activity.activityId,
    ].map(neutraliseFormula),
  );
  return `\uFEFF${Papa.unparse({ fields: header, data: rows }, { newline: '\r\n' })}\r\n`;
}

/** Every activity of the provider's feed that matches, all pages. */
export async function exportProviderActivity(
  organizationId: string,
  query: ActivitiesQuery,
  names: ReadonlyMap<string, string>,
  options: { signal: AbortSignal; onProgress?: (progress: PagingProgress) => void },
): Promise<{ file: Blob; rows: number; leftOut: LeftOut }> {
  const { rows: activities, leftOut } = await fetchAllPages(
    async (offset, limit, signal) => {
      const page = await apiClient.request(endpoints.listActivities, {
        path: { organizationId },
        query: { ...query, offset: String(offset), limit: String(limit) },
        signal,
      });
      return { rows: page.activities, unreadable: page.unreadableItems.length };
    },
    { signal: options.signal, pageSize: EXPORT_PAGE_SIZE, onProgress: options.onProgress },
  );
  const file = new Blob([providerActivityCsv(activities, names)], {
    type: 'text/csv;charset=utf-8',
  });
  return { file, rows: activities.length, leftOut };
}
