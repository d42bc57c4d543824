import { queryOptions } from '@tanstack/react-query';
import { liveAware } from './live-status';
import { notificationKeys } from './query-keys';
import { accountEndpoints } from '../shared/dashboard-api/account-endpoints';
import { callDashboard } from './call-dashboard';

const NOTIFICATIONS_REFRESH_MS = 60_000;

/** GET /api/notifications; the live stream refreshes it the moment something new waits. */
export const notificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.all,
  queryFn: ({ signal }) => callDashboard(accountEndpoints.listNotifications, { signal }),
  refetchInterval: () => liveAware(NOTIFICATIONS_REFRESH_MS),
  refetchIntervalInBackground: false,
});

/** Marks notifications read: the ones given, or all. */
export async function markNotificationsRead(ids?: readonly number[]): Promise<void> {
  await callDashboard(accountEndpoints.markNotificationsRead, {
    body: ids === undefined ? {} : { ids: [...ids] },
  });
}

export async function setEmailNotifications(email: boolean): Promise<void> {
  await callDashboard(accountEndpoints.setNotificationSettings, { body: { email } });
}
