import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dropzone/styles.css';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

const NotificationStack = lazy(async () => ({
  default: (await import('./notification-stack')).NotificationStack,
}));

/**
 * The notification stack loads with the first notification, not with every page: most visits
 * raise none. A notification waits in the store until the stack mounts, then shows; once
 * mounted, the stack stays, so later ones show at once.
 */
function NotificationsWhenRaised() {
  const { notifications, queue } = useNotifications();
  const [raised, setRaised] = useState(false);
  if (!raised && notifications.length + queue.length > 0) setRaised(true);
  return raised ? (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  ) : null;
}

const colorSchemeManager = localStorageColorSchemeManager({ key: 'custody-ops-color-scheme' });

export function Providers({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
    >
      <NotificationsWhenRaised />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
