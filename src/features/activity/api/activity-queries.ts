import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchActivityPage, fetchActivityPeople } from '../../../lib/activity-api';
import { apiClient } from '../../../lib/api-client';
import { activityKeys, providerActivityKeys } from '../../../lib/query-keys';
import type { ActivityQuery } from '../../../shared/audit';
import type { ActivitiesQuery } from '../../../shared/contracts/activities';
import { endpoints } from '../../../shared/endpoints';

/** Rows per page on screen: enough to fill a tall window, small enough to arrive at once. */
export const ACTIVITY_PAGE_SIZE = 200;

/** The dashboard's record, a page at a time, older pages through the server's cursor. */
export function activityListQueryOptions(query: ActivityQuery) {
  return infiniteQueryOptions({
    queryKey: activityKeys.list(query),
    queryFn: ({ pageParam, signal }) =>
      fetchActivityPage({ ...query, before: pageParam, limit: String(ACTIVITY_PAGE_SIZE) }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
    // A filter change keeps the current rows on screen while the new ones load.
    placeholderData: keepPreviousData,
  });
}

export const activityPeopleQueryOptions = queryOptions({
  queryKey: activityKeys.people(),
  queryFn: ({ signal }) => fetchActivityPeople(signal),
  staleTime: 5 * 60_000,
});

/** The provider's feed, a page at a time by offset (the provider's own paging). */
export function providerActivityQueryOptions(organizationId: string, query: ActivitiesQuery) {
  return infiniteQueryOptions({
    queryKey: providerActivityKeys.list(organizationId, query),
    queryFn: ({ pageParam, signal }) =>
      apiClient.request(endpoints.listActivities, {
        path: { organizationId },
        query: { ...query, offset: String(pageParam), limit: String(ACTIVITY_PAGE_SIZE) },
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (page, pages) =>
      // Unreadable entries took their place in the page too.
      page.activities.length + page.unreadableItems.length < ACTIVITY_PAGE_SIZE
        ? undefined
        : pages.length * ACTIVITY_PAGE_SIZE,
  });
}
