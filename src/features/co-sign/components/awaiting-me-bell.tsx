import { ActionIcon, Indicator } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useAwaitingMe } from '../api/use-awaiting-me';

/** Away from the queue page a slow refresh is enough; the live stream does the rest. */
const BELL_REFRESH_MS = 60_000;

// The list loads on first open: the shell stays small.
const AwaitingMeDrawer = lazy(async () => ({
  default: (await import('./awaiting-me-drawer')).AwaitingMeDrawer,
}));

/** Risk alerts the bell shows beside the orders: how many, and their group in the drawer. */
export interface BellRiskAlerts {
  count: number;
  render: (close: () => void) => ReactNode;
}

function bellLabel(waiting: number, alerts: number): string {
  const parts = [
    ...(waiting > 0 ? [`${waiting} waiting for you`] : []),
    ...(alerts > 0 ? [`${alerts} risk alert${alerts === 1 ? '' : 's'}`] : []),
  ];
  return parts.length === 0
    ? 'Notifications: nothing waits for you'
    : `Notifications: ${parts.join(', ')}`;
}

/**
 * The bell: how many orders wait for the signed-in person, the same count as the co-sign
 * queue's (both read `useAwaitingMe`), plus their open risk alerts, opening the list of both.
 */
export function AwaitingMeBell({
  riskAlerts,
  riskWatch,
}: {
  riskAlerts?: BellRiskAlerts;
  /** The risk desk's counts, for people with risk oversight. */
  riskWatch?: (close: () => void) => ReactNode;
}) {
  const { awaitingMe } = useAwaitingMe(BELL_REFRESH_MS);
  const [opened, setOpened] = useState(false);
  const alertCount = riskAlerts?.count ?? 0;
  const count = (awaitingMe?.length ?? 0) + alertCount;
  const label = bellLabel(awaitingMe?.length ?? 0, alertCount);
  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0} color="red.9" offset={4}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={label}
          title={label}
          data-count={awaitingMe === undefined ? undefined : count}
          data-risk-alerts={alertCount}
          onClick={() => setOpened(true)}
        >
          <IconBell size={18} aria-hidden />
        </ActionIcon>
      </Indicator>
      {opened ? (
        <Suspense fallback={null}>
          <AwaitingMeDrawer
            onClose={() => setOpened(false)}
            {...(riskAlerts === undefined ? {} : { riskAlerts })}
            {...(riskWatch === undefined ? {} : { riskWatch })}
          />
        </Suspense>
      ) : null}
    </>
  );
}
