import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dropzone/styles.css';
import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from './theme';

/**
 * The notification stack loads after the first paint; it keeps the shell's download small.
 * A notification raised before it arrives waits in the store and shows once it mounts.
 */
const NotificationStack = lazy(async () => ({
  default: (await import('./notification-stack')).NotificationStack,
}));

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
      <Suspense fallback={null}>
        <NotificationStack />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
