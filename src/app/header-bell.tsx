import { ActionIcon } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { openRiskAlertsQueryOptions } from '../features/risk-alerts/api/risk-alerts-api';
import { sessionQueryOptions } from '../lib/session-api';
import { mayUseDashboard } from '../shared/access';

// The bell's count needs the co-sign rules; they load beside the shell rather than in it.
const AwaitingMeBell = lazy(async () => ({
  default: (await import('../features/co-sign/components/awaiting-me-bell')).AwaitingMeBell,
}));
const RiskWatchGroup = lazy(async () => ({
  default: (await import('../features/loans/components/risk-watch-group')).RiskWatchGroup,
}));
const RiskAlertsGroup = lazy(async () => ({
  default: (await import('../features/risk-alerts/components/risk-alerts-group')).RiskAlertsGroup,
}));

/**
 * The header's bell, holding its place (same size, no count yet) while its code loads. It
 * counts and lists what waits for the person's approval, the alerts raised for them (by their
 * risk rules or the balance minimums they set) and, for people with risk oversight, the risk
 * desk's counts, each a group of its own.
 */
export function HeaderBell() {
  const session = useQuery(sessionQueryOptions);
  const held = session.data?.person.roles ?? [];
  const oversees = mayUseDashboard(held, 'listAlertRules');
  // Treasury is told of balances under the minimums it set, so its bell lists alerts too.
  const alerted = mayUseDashboard(held, 'listRiskAlerts');
  const open = useQuery({ ...openRiskAlertsQueryOptions, enabled: alerted });
  const alerts = alerted ? (open.data?.alerts ?? []) : [];
  return (
    <Suspense
      fallback={
        <ActionIcon variant="default" size="lg" aria-label="Notifications: loading" disabled>
          <IconBell size={18} aria-hidden />
        </ActionIcon>
      }
    >
      <AwaitingMeBell
        riskAlerts={{
          count: alerts.length,
          render: (close) => (
            <Suspense fallback={null}>
              <RiskAlertsGroup alerts={alerts} onNavigate={close} />
            </Suspense>
          ),
        }}
        {...(oversees
          ? {
              riskWatch: (close: () => void) => (
                <Suspense fallback={null}>
                  <RiskWatchGroup onNavigate={close} />
                </Suspense>
              ),
            }
          : {})}
      />
    </Suspense>
  );
}
