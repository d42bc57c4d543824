import { Button, Checkbox, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorState, PendingState } from '../../../components/page-states';
import { riskAlertKeys } from '../../../lib/query-keys';
import { sessionQueryOptions } from '../../../lib/session-api';
import { mayUseDashboard } from '../../../shared/access';
import { conditionInWords, type AlertRule } from '../../../shared/risk-alerts';
import { useLoanChoices } from '../api/loan-choices';
import { alertRulesQueryOptions, changeAlertRule, removeAlertRule } from '../api/alert-rules-api';
import { NewAlertRuleForm } from './new-alert-rule-form';

function RuleRow({ rule, emailAvailable }: { rule: AlertRule; emailAvailable: boolean }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: riskAlertKeys.rules() });
  const change = useMutation({ mutationFn: changeAlertRule, onSettled: refresh });
  const remove = useMutation({ mutationFn: removeAlertRule, onSettled: refresh });
  const words = conditionInWords(rule.condition);
  const busy = change.isPending || remove.isPending;
  return (
    <Stack
      gap={6}
      p="sm"
      data-testid="alert-rule"
      style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {words}
        </Text>
        <Switch
          label={rule.enabled ? 'On' : 'Off'}
          aria-label={`${words}: on`}
          checked={rule.enabled}
          disabled={busy}
          onChange={(event) =>
            change.mutate({ id: rule.id, patch: { enabled: event.currentTarget.checked } })
          }
        />
      </Group>
      <Group gap="md">
        <Checkbox label="Bell" checked disabled size="xs" />
        <Checkbox
          label="Browser notification"
          size="xs"
          checked={rule.channels.browser}
          disabled={busy}
          onChange={(event) =>
            change.mutate({
              id: rule.id,
              patch: { channels: { ...rule.channels, browser: event.currentTarget.checked } },
            })
          }
        />
        <Checkbox
          label="Email"
          size="xs"
          checked={rule.channels.email}
          disabled={busy || (!emailAvailable && !rule.channels.email)}
          onChange={(event) =>
            change.mutate({
              id: rule.id,
              patch: { channels: { ...rule.channels, email: event.currentTarget.checked } },
            })
          }
        />
        <Button
          size="compact-xs"
          variant="subtle"
          color="red"
          ml="auto"
          loading={remove.isPending}
          onClick={() => remove.mutate(rule.id)}
          aria-label={`Remove: ${words}`}
        >
          Remove
        </Button>
      </Group>
      {change.error ? <ErrorState error={change.error} /> : null}
      {remove.error ? <ErrorState error={remove.error} /> : null}
    </Stack>
  );
}

/**
 * /settings, for people with risk oversight: their own risk alert rules, and a form to add one.
 * Alerts reach the bell always, and the browser or email as each rule asks.
 */
export function RiskAlertRulesSection() {
  const session = useQuery(sessionQueryOptions);
  const oversees = mayUseDashboard(session.data?.person.roles ?? [], 'listAlertRules');
  const rules = useQuery({ ...alertRulesQueryOptions, enabled: oversees });
  const { choices } = useLoanChoices(oversees);
  if (!oversees) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="risk-alerts-heading">
      <Title order={2} size="h4" mb="xs" id="risk-alerts-heading">
        Risk alerts
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Your own rules, judged each time the server records every loan’s LTV, with ClearLoop
        exchanges and settlements read at the same time. A rule tells you once when its condition
        starts to hold, and again only after it has clearly stopped: an LTV line once the LTV has
        fallen {rules.data?.hysteresisPoints ?? '2'} points under it, an exchange once it is out of
        deficit, a deadline once it is no longer within your hours.
      </Text>
      {rules.isPending ? <PendingState label="Loading your rules…" /> : null}
      {rules.error ? <ErrorState error={rules.error} onRetry={() => void rules.refetch()} /> : null}
      {rules.data ? (
        <Stack gap="md">
          {rules.data.rules.length === 0 ? (
            <Text size="sm">You have no risk alert rules yet.</Text>
          ) : (
            rules.data.rules.map((rule) => (
              <RuleRow key={rule.id} rule={rule} emailAvailable={rules.data.emailAvailable} />
            ))
          )}
          <NewAlertRuleForm choices={choices} emailAvailable={rules.data.emailAvailable} />
        </Stack>
      ) : null}
    </Paper>
  );
}
