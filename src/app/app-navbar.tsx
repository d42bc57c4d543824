import { Box, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { CO_SIGN_COUNT_DESCRIPTION_ID } from '../features/co-sign/co-sign-count-description';
import { sessionQueryOptions } from '../lib/session-api';
import { isGroup, isShownTo, navigation, type NavItem } from './nav-items';
import { RouterNavLink } from './router-nav-link';

// The count needs the API contracts; loaded apart, it keeps them out of the first download.
const CoSignNavBadge = lazy(async () => ({
  default: (await import('../features/co-sign/components/co-sign-nav-badge')).CoSignNavBadge,
}));

export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const held = useQuery(sessionQueryOptions).data?.person.roles ?? [];
  // Compared on the path itself: "/loans" must not light up on "/loans/risk".
  const isActive = (item: NavItem) => {
    const path = pathname.replace(/\/$/, '') || '/';
    return path === item.to || (item.fuzzy === true && path.startsWith(`${item.to}/`));
  };

  const renderItem = (item: NavItem) => (
    <RouterNavLink
      key={item.to}
      to={item.to}
      label={item.label}
      active={isActive(item)}
      // The router marks links active too (aria-current, data-status); by default it counts
      // "/loans" as active on "/loans/risk", so it is told the same rule as `isActive`.
      activeOptions={{ exact: item.fuzzy !== true, includeSearch: false }}
      rightSection={
        item.count === 'co-sign-queue' ? (
          <Suspense fallback={null}>
            <CoSignNavBadge />
          </Suspense>
        ) : undefined
      }
      aria-describedby={item.count === 'co-sign-queue' ? CO_SIGN_COUNT_DESCRIPTION_ID : undefined}
      variant="filled"
      onClick={onNavigate}
    />
  );

  return (
    // The browser's own scrolling: Mantine's ScrollArea would bring floating-UI code into the shell.
    <Box component="nav" aria-label="Main" h="100%" style={{ overflowY: 'auto' }}>
      <Stack gap={2}>
        {navigation
          .filter((entry) => isGroup(entry) || isShownTo(entry, held))
          .map((entry) =>
            isGroup(entry) ? (
              <Stack key={entry.label} gap={2} mt="sm" role="group" aria-label={entry.label}>
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm">
                  {entry.label}
                </Text>
                {entry.items.map(renderItem)}
              </Stack>
            ) : (
              renderItem(entry)
            ),
          )}
      </Stack>
    </Box>
  );
}
