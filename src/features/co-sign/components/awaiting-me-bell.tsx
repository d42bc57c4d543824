import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useAwaitingMe } from '../api/use-awaiting-me';

/** Away from the queue page a slow refresh is enough; the live stream does the rest. */
const BELL_REFRESH_MS = 60_000;

// The list loads on first open: the shell stays small.
const AwaitingMeDrawer = lazy(async () => ({
  default: (await import('./awaiting-me-drawer')).AwaitingMeDrawer,
}));

/**
 * The bell: how many orders wait for the signed-in person, the same count as the co-sign
 * queue's (both read `useAwaitingMe`), opening the list of them.
 */
export function AwaitingMeBell() {
  const { awaitingMe } = useAwaitingMe(BELL_REFRESH_MS);
  const [opened, setOpened] = useState(false);
  const count = awaitingMe?.length ?? 0;
  const label =
    count === 0
      ? 'Notifications: nothing waits for you'
      : `Notifications: ${count} waiting for you`;
  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0} color="red.9" offset={4}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={label}
          title={label}
          data-count={awaitingMe === undefined ? undefined : count}
          onClick={() => setOpened(true)}
        >
          <IconBell size={18} aria-hidden />
        </ActionIcon>
      </Indicator>
      {opened ? (
        <Suspense fallback={null}>
          <AwaitingMeDrawer onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
