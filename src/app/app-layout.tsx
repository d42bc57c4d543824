import { AppShell, Badge, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { IconShieldLock } from '@tabler/icons-react';
import { sessionQueryOptions } from '../lib/session-api';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { useLiveEvents } from '../features/notifications/use-live-events';
import { IdleWatch } from './idle-watch';
import { LiveStatusBadge } from './live-status-badge';
import { PersonMenu } from './person-menu';
import { AppNavbar } from './app-navbar';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { ConnectionBanners } from './connection-banners';

function EnvironmentBadge() {
  const session = useQuery(sessionQueryOptions);
  if (!session.data) {
    return session.isError ? (
      <Badge color="red" variant="light">
        Environment unknown
      </Badge>
    ) : null;
  }
  const { mode, environment } = session.data;
  // A native title rather than a tooltip: the shell loads before any floating-UI code.
  return (
    <Badge
      color={mode === 'sandbox' ? 'yellow' : 'red'}
      variant="filled"
      size="lg"
      tt="none"
      title={
        mode === 'sandbox'
          ? 'Embedded sandbox with demo data: no real funds move.'
          : `Live API at ${environment}: orders move real funds.`
      }
    >
      {mode === 'sandbox' ? 'Sandbox' : environment}
    </Badge>
  );
}

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  useLiveEvents();
  const session = useQuery(sessionQueryOptions);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <IconShieldLock size={24} aria-hidden />
            <Text fw={700} visibleFrom="xs">
              Custody Ops
            </Text>
            <EnvironmentBadge />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <LiveStatusBadge />
            <NotificationBell />
            {session.data ? <PersonMenu person={session.data.person} /> : null}
            <ColorSchemeToggle />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppNavbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        <IdleWatch />
        <ConnectionBanners />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
