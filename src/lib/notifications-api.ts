import { queryOptions } from '@tanstack/react-query';
import { liveAware } from './live-status';
import { notificationKeys } from './query-keys';
import { readServerJson } from './server-json';
import { notificationsResponseSchema } from '../shared/contracts/live-events';

const NOTIFICATIONS_REFRESH_MS = 60_000;

/** GET /api/notifications; the live stream refreshes it the moment something new waits. */
export const notificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: async ({ signal }) =>
    notificationsResponseSchema.parse(
      await readServerJson(await fetch('/api/notifications', { signal })),
    ),
  refetchInterval: () => liveAware(NOTIFICATIONS_REFRESH_MS),
  refetchIntervalInBackground: false,
});

/** Marks notifications read: the ones given, or all. */
export async function markNotificationsRead(ids?: readonly number[]): Promise<void> {
  await readServerJson(
    await fetch('/api/notifications/read', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ids === undefined ? {} : { ids }),
    }),
  );
}

export async function setEmailNotifications(email: boolean): Promise<void> {
  await readServerJson(
    await fetch('/api/notifications/settings', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email }),
    }),
  );
}
