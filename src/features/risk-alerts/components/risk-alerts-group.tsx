import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorState } from '../../../components/page-states';
import { RouterAnchor } from '../../../components/router-anchor';
import { useNow } from '../../../components/use-now';
import { riskAlertKeys } from '../../../lib/query-keys';
import { formatRelative } from '../../../lib/time';
import { alertTargetOf, type RiskAlert } from '../../../shared/risk-alert-list';
import { dismissRiskAlert } from '../api/risk-alerts-api';
import { alertGroupsOf } from '../alert-groups';

/** Where an alert leads: its loan, its settlement, its wallet, or the exchanges' collateral. */
function AlertTargetLink({ alert, onNavigate }: { alert: RiskAlert; onNavigate: () => void }) {
  const target = alertTargetOf(alert.kind);
  if (target === 'settlement') {
    return (
      <RouterAnchor
        to="/clearloop/settlements/$settlementId"
        params={{ settlementId: alert.targetId }}
        size="sm"
        onClick={onNavigate}
      >
        Open the settlement
      </RouterAnchor>
    );
  }
  if (target === 'wallet') {
    return (
      <RouterAnchor
        to="/holdings/$walletId"
        params={{ walletId: alert.targetId }}
        size="sm"
        onClick={onNavigate}
      >
        Open the wallet
      </RouterAnchor>
    );
  }
  if (target === 'exchange') {
    return (
      <RouterAnchor to="/clearloop/exchanges" size="sm" onClick={onNavigate}>
        Open the exchanges
      </RouterAnchor>
    );
  }
  return (
    <RouterAnchor
      to="/loans/$loanId"
      params={{ loanId: alert.targetId }}
      size="sm"
      onClick={onNavigate}
    >
      Open the loan
    </RouterAnchor>
  );
}

/**
 * The bell's alerts, newest first, under titles that say what they hold (risk alerts, low
 * balances): each says what crossed, leads to what it is about, and can go.
 */
export function RiskAlertsGroup({
  alerts,
  onNavigate,
}: {
  alerts: readonly RiskAlert[];
  onNavigate: () => void;
}) {
  const queryClient = useQueryClient();
  const now = useNow(30_000);
  const dismiss = useMutation({
    mutationFn: dismissRiskAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: riskAlertKeys.open() }),
  });
  const groups = alertGroupsOf(alerts);
  if (groups.length === 0) return null;
  return (
    <Stack gap="md">
      {dismiss.error ? <ErrorState error={dismiss.error} /> : null}
      {groups.map((group) => (
        <Stack key={group.id} gap="sm" component="section" aria-labelledby={`${group.id}-title`}>
          <Title order={3} size="h5" id={`${group.id}-title`}>
            {group.title}
          </Title>
          {group.alerts.map((alert) => (
            <Stack
              key={alert.id}
              gap={2}
              p="sm"
              data-testid="risk-alert"
              style={{ border: '1px solid var(--mantine-color-red-4)', borderRadius: 8 }}
            >
              <Text size="sm" fw={600}>
                {alert.text}
              </Text>
              <Text size="xs" c="dimmed">
                Raised {formatRelative(alert.createdAt, now)}
              </Text>
              <Group justify="space-between">
                <AlertTargetLink alert={alert} onNavigate={onNavigate} />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  loading={dismiss.isPending && dismiss.variables === alert.id}
                  onClick={() => dismiss.mutate(alert.id)}
                  aria-label={`Dismiss: ${alert.text}`}
                >
                  Dismiss
                </Button>
              </Group>
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
