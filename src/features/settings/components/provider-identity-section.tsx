import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, PendingState } from '../../../components/page-states';
import {
  confirmIdentity,
  forgetIdentity,
  providerIdentityQueryOptions,
} from '../../../lib/provider-identity-api';
import { identityKey, platformKey, sessionKey } from '../../../lib/query-keys';
import { formatLocalDateTime } from '../../../lib/time';
import type { ProviderIdentity } from '../../../shared/provider-identity';
import { nameOf, useUserNames } from '../../reference-data/api/user-names';

function Unconfirmed({
  identity,
}: {
  identity: Extract<ProviderIdentity, { status: 'unconfirmed' }>;
}) {
  const queryClient = useQueryClient();
  const seen = identity.seenOnOwnOrders;
  const [chosen, setChosen] = useState<string | null>(seen.length === 1 ? (seen[0] ?? null) : null);
  const confirm = useMutation({
    mutationFn: confirmIdentity,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKey }),
        queryClient.invalidateQueries({ queryKey: sessionKey }),
        queryClient.invalidateQueries({ queryKey: platformKey }),
      ]);
    },
  });
  const label = (userId: string) => {
    const member = identity.members.find((entry) => entry.userId === userId);
    return `${member?.name ?? 'Unnamed member'} (${userId})`;
  };
  return (
    <Stack gap="sm" maw={520}>
      <Alert color="blue" variant="light" title="Confirm which member your key belongs to">
        Until you do, the dashboard cannot tell your own orders from others&apos;, nor what awaits
        your approval.
        {seen.length > 0
          ? ` The orders you placed with this key were created by ${seen.map(label).join(', ')}.`
          : ''}
      </Alert>
      <Select
        label="You are"
        placeholder="Choose yourself among the organization's members"
        searchable
        data={identity.members.map((member) => ({
          value: member.userId,
          label: label(member.userId),
        }))}
        value={chosen}
        onChange={setChosen}
        allowDeselect={false}
      />
      {confirm.error ? <ErrorState error={confirm.error} /> : null}
      <Group>
        <Button
          disabled={chosen === null}
          loading={confirm.isPending}
          onClick={() => {
            if (chosen !== null) confirm.mutate(chosen);
          }}
        >
          Confirm
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Which provider member the person's API key belongs to: confirmed once here, checked by the
 * server against the members list and the orders placed with the key, never taken from a name.
 */
export function ProviderIdentitySection() {
  const identity = useQuery(providerIdentityQueryOptions);
  const names = useUserNames();
  const queryClient = useQueryClient();
  const forget = useMutation({
    mutationFn: forgetIdentity,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: identityKey }),
        queryClient.invalidateQueries({ queryKey: sessionKey }),
      ]);
    },
  });
  if (identity.data?.status === 'no-key') return null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Title order={2} size="h4" mb="xs">
        Whose key it is
      </Title>
      {identity.isPending ? <PendingState label="Asking the provider…" /> : null}
      {identity.error ? (
        <ErrorState error={identity.error} onRetry={() => void identity.refetch()} />
      ) : null}
      {identity.data?.status === 'unavailable' ? (
        <Alert color="orange" variant="light" title="The provider cannot be asked now">
          {identity.data.message}
        </Alert>
      ) : null}
      {identity.data?.status === 'unconfirmed' ? <Unconfirmed identity={identity.data} /> : null}
      {identity.data?.status === 'confirmed' ? (
        <Stack gap="sm">
          <Text>
            Your key belongs to <strong>{nameOf(identity.data.userId, names)}</strong> (
            {identity.data.userId})
            {identity.data.confirmedAt === null
              ? '.'
              : `, confirmed ${formatLocalDateTime(identity.data.confirmedAt)}.`}
          </Text>
          {forget.error ? <ErrorState error={forget.error} /> : null}
          <Group>
            <Button variant="default" loading={forget.isPending} onClick={() => forget.mutate()}>
              Not you? Choose again
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Paper>
  );
}
