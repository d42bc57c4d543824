import { AppShell, Badge, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { IconShieldLock } from '@tabler/icons-react';
import { sessionQueryOptions } from '../lib/session-api';
import { RevokedKeyNotices } from '../features/notifications/components/revoked-key-notices';
import { useLiveEvents } from '../features/notifications/use-live-events';
import { HeaderBell } from './header-bell';
import { IdleWatch } from './idle-watch';
import { LiveStatusBadge } from './live-status-badge';
import { PersonMenu } from './person-menu';
import { AppNavbar } from './app-navbar';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { ConnectionBanners } from './connection-banners';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

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
      style={{ flexShrink: 0 }}
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
      navbar={{ width: 210, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group
          h="100%"
          px={{ base: 'xs', sm: 'md' }}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
        >
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            {/* On a phone the environment and the controls need the room more than the name. */}
            <Group gap="xs" wrap="nowrap" visibleFrom="xs">
              <IconShieldLock size={24} aria-hidden />
              <Text fw={700}>Custody Ops</Text>
            </Group>
            <EnvironmentBadge />
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <LiveStatusBadge />
            <HeaderBell />
            {session.data ? <PersonMenu person={session.data.person} /> : null}
            <ColorSchemeToggle />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <AppNavbar onNavigate={close} />
      </AppShell.Navbar>
      {/* Focusable by the skip link only; the page's own outline would frame the whole page. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <IdleWatch />
        <ConnectionBanners />
        <RevokedKeyNotices />
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
