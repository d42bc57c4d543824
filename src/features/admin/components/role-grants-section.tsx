import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../../../components/page-states';
import { StatusAlert } from '../../../components/status-alert';
import { StatusBadge } from '../../../components/status-badge';
import { adminKeys } from '../../../lib/query-keys';
import { formatLocalDateTimeToMinute } from '../../../lib/time';
import type { RoleGrant } from '../../../shared/people';
import { rolesInWords } from '../admin-words';
import { decideRoleGrant, roleGrantsQueryOptions } from '../api/role-grant-queries';

interface Decision {
  grant: RoleGrant;
  approve: boolean;
}

function GrantRow({
  grant,
  own,
  busy,
  onDecide,
}: {
  grant: RoleGrant;
  own: boolean;
  busy: boolean;
  onDecide: (decision: Decision) => void;
}) {
  const name = grant.person.name;
  return (
    <Paper withBorder p="sm" radius="sm" aria-label={`Grant for ${name}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {name}
            </Text>
            <StatusBadge value="Pending" tone="action" />
          </Group>
          <Text size="sm">
            From {rolesInWords(grant.rolesBefore)} to {rolesInWords(grant.rolesAfter)}
          </Text>
          <Text size="xs" c="dimmed">
            Asked by {own ? 'you' : grant.requestedBy.name} on{' '}
            {formatLocalDateTimeToMinute(grant.requestedAt)}
          </Text>
        </Stack>
        <Group gap="xs">
          {own ? (
            <Text size="sm" c="dimmed">
              Waiting for another administrator
            </Text>
          ) : (
            <Button
              size="xs"
              loading={busy}
              aria-label={`Approve the grant for ${name}`}
              onClick={() => onDecide({ grant, approve: true })}
            >
              Approve
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            disabled={busy}
            aria-label={`${own ? 'Withdraw' : 'Decline'} the grant for ${name}`}
            onClick={() => onDecide({ grant, approve: false })}
          >
            {own ? 'Withdraw' : 'Decline'}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * Grants of administrator or approver waiting for a second administrator: the one who asked
 * sees them waiting, every other administrator approves or declines. Live events refresh it.
 */
export function RoleGrantsSection({ selfSubject }: { selfSubject: string }) {
  const grants = useQuery(roleGrantsQueryOptions);
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const decide = useMutation({
    mutationFn: ({ grant, approve }: Decision) => decideRoleGrant(grant.id, approve),
    onSuccess: (person, { approve }) => {
      setDone(
        approve
          ? `Approved: ${person.name}’s roles are now ${rolesInWords(person.roles)}.`
          : `Declined: ${person.name} keeps ${rolesInWords(person.roles)}.`,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
  if (!grants.data?.length && !done && !grants.error && !decide.error) return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="admin-grants">
      <Title order={2} size="h4" mb="xs" id="admin-grants">
        Waiting for a second administrator
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        While two or more administrators are active, making someone an administrator or an approver
        needs a second administrator’s approval.
      </Text>
      <Stack gap="sm">
        {done ? <StatusAlert color="green" role="status" title={done} /> : null}
        {decide.error ? <ErrorState error={decide.error} /> : null}
        {grants.error ? (
          <ErrorState error={grants.error} onRetry={() => void grants.refetch()} />
        ) : null}
        {grants.data?.map((grant) => (
          <GrantRow
            key={grant.id}
            grant={grant}
            own={grant.requestedBy.subject === selfSubject}
            busy={decide.isPending && decide.variables.grant.id === grant.id}
            onDecide={(decision) => {
              setDone(null);
              decide.mutate(decision);
            }}
          />
        ))}
        {grants.data?.length === 0 ? <Text size="sm">Nothing waits for approval.</Text> : null}
      </Stack>
    </Paper>
  );
}
