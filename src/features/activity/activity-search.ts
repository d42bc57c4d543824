import { z } from 'zod';
import { activityQuerySchema, type ActivityQuery } from '../../shared/audit';
import { activitiesQuerySchema, type ActivitiesQuery } from '../../shared/contracts/activities';

const ours = activityQuerySchema.shape;
const theirs = activitiesQuerySchema.shape;

export const activityFeeds = ['dashboard', 'provider'] as const;
export type ActivityFeed = (typeof activityFeeds)[number];

/**
 * The /activity URL. `feed` picks the dashboard's own record (its filters are GET
 * /api/activity's) or the provider's feed (GET /organizations/{id}/activities' own names).
 * A malformed value in a shared link drops that one filter instead of breaking the page.
 */
export const activitySearchSchema = z.object({
  feed: z.enum(activityFeeds).default('dashboard').catch('dashboard'),
  person: ours.person.catch(undefined),
  actions: ours.actions.catch(undefined),
  outcomes: ours.outcomes.catch(undefined),
  from: ours.from.catch(undefined),
  to: ours.to.catch(undefined),
  orderId: ours.orderId.catch(undefined),
  q: ours.q.catch(undefined),
  createdFrom: theirs.createdFrom.catch(undefined),
  createdTo: theirs.createdTo.catch(undefined),
  search: theirs.search.catch(undefined),
  activityTypes: theirs.activityTypes.catch(undefined),
  userIds: theirs.userIds.catch(undefined),
});
export type ActivitySearch = z.infer<typeof activitySearchSchema>;

/** What each feed's view is given: the URL's filters, and how to change or clear them. */
export interface ActivityViewProps {
  search: ActivitySearch;
  onChange: (patch: Partial<ActivitySearch>) => void;
  onReset: () => void;
}

export const defaultActivitySearch = { feed: 'dashboard' as const };

/** The dashboard record's query for these search params. */
export function toActivityQuery(search: ActivitySearch): ActivityQuery {
  const { person, actions, outcomes, from, to, orderId, q } = search;
  return { person, actions, outcomes, from, to, orderId, q };
}

/** The provider feed's query for these search params (paging is added per page). */
export function toProviderQuery(search: ActivitySearch): ActivitiesQuery {
  const { createdFrom, createdTo, search: text, activityTypes, userIds } = search;
  return { createdFrom, createdTo, search: text, activityTypes, userIds };
}

/** The search params with one feed's filters cleared. */
export function clearedFilters(search: ActivitySearch): ActivitySearch {
  return { feed: search.feed };
}

export function activeFilterCount(search: ActivitySearch): number {
  const query: Record<string, unknown> =
    search.feed === 'dashboard' ? toActivityQuery(search) : toProviderQuery(search);
  return Object.values(query).filter((value) => value !== undefined).length;
}
