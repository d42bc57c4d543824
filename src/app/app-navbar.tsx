import { ScrollArea, Stack, Text } from '@mantine/core';
import { useLocation } from '@tanstack/react-router';
import {
  CO_SIGN_COUNT_DESCRIPTION_ID,
  CoSignNavBadge,
} from '../features/co-sign/components/co-sign-nav-badge';
import { isGroup, navigation, type NavItem } from './nav-items';
import { RouterNavLink } from './router-nav-link';

export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname });
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
      rightSection={item.count === 'co-sign-queue' ? <CoSignNavBadge /> : undefined}
      aria-describedby={item.count === 'co-sign-queue' ? CO_SIGN_COUNT_DESCRIPTION_ID : undefined}
      variant="filled"
      onClick={onNavigate}
    />
  );

  return (
    <ScrollArea component="nav" aria-label="Main">
      <Stack gap={2}>
        {navigation.map((entry) =>
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
    </ScrollArea>
  );
}
