import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { notificationsQueryOptions } from '../api/notifications-api';

// The list loads on first open: the shell stays small.
const NotificationsDrawer = lazy(async () => ({
  default: (await import('./notifications-drawer')).NotificationsDrawer,
}));

/** The bell: how many orders wait for the signed-in person, opening the list of them. */
export function NotificationBell() {
  const notifications = useQuery(notificationsQueryOptions);
  const [opened, setOpened] = useState(false);
  const unread = notifications.data?.notifications.filter((entry) => !entry.read).length ?? 0;
  const label =
    unread === 0 ? 'Notifications: nothing new' : `Notifications: ${unread} waiting for you`;
  return (
    <>
      <Indicator label={unread} size={18} disabled={unread === 0} color="red.9" offset={4}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={label}
          title={label}
          onClick={() => setOpened(true)}
        >
          <IconBell size={18} aria-hidden />
        </ActionIcon>
      </Indicator>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationsDrawer onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
