import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';

// The bell's count needs the co-sign rules; they load beside the shell rather than in it.
const AwaitingMeBell = lazy(async () => ({
  default: (await import('../features/co-sign/components/awaiting-me-bell')).AwaitingMeBell,
}));

/** The header's bell, holding its place (same size, no count yet) while its code loads. */
export function HeaderBell() {
  return (
    <Suspense
      fallback={
        <ActionIcon variant="default" size="lg" aria-label="Notifications: loading" disabled>
          <IconBell size={18} aria-hidden />
        </ActionIcon>
      }
    >
      <AwaitingMeBell />
    </Suspense>
  );
}
