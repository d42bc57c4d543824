import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import { StatusAlert } from '../../../components/status-alert';
import { useNow } from '../../../components/use-now';
import { adminKeys } from '../../../lib/query-keys';
import type { ApiKeyHolder } from '../../../shared/api-keys';
import { apiKeyHoldersQueryOptions, revokeApiKey } from '../api/api-key-queries';
import { ApiKeysTable } from './api-keys-table';
import { RevokeKeyDialog } from './revoke-key-dialog';

/** Who holds an API key, and revoking one with a reason the person is told. */
export function ApiKeysSection() {
  const holders = useQuery(apiKeyHoldersQueryOptions);
  const queryClient = useQueryClient();
  const now = useNow(30_000);
  const [asked, setAsked] = useState<ApiKeyHolder | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const revoke = useMutation({
    mutationFn: ({ holder, reason }: { holder: ApiKeyHolder; reason: string }) =>
      revokeApiKey(holder.person.subject, { reason, addedAt: holder.addedAt }),
    onSuccess: (revoked) => {
      setAsked(null);
      setDone(
        `Revoked the key ending ${revoked.keyLast4} of ${revoked.person.name}. They have been told why.`,
      );
    },
    // A refusal (the key replaced or already gone) shows a list that may have changed too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.apiKeys() }),
  });

  const ask = (holder: ApiKeyHolder) => {
    revoke.reset();
    setDone(null);
    setAsked(holder);
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="admin-api-keys">
      <Title order={2} size="h4" mb="xs" id="admin-api-keys">
        API keys
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Each person signs their requests to the provider with their own key. Only a key’s last four
        characters are shown. Revoking one deletes it here; the key itself stays valid at the
        provider until it is removed there.
      </Text>
      <Stack gap="sm">
        {done ? <StatusAlert color="green" role="status" title={done} /> : null}
        {holders.isPending ? <PendingState label="Loading API keys…" /> : null}
        {holders.error ? (
          <ErrorState error={holders.error} onRetry={() => void holders.refetch()} />
        ) : null}
        {holders.data?.length === 0 ? <EmptyState title="Nobody holds an API key." /> : null}
        {holders.data && holders.data.length > 0 ? (
          <ApiKeysTable holders={holders.data} now={now} onRevoke={ask} />
        ) : null}
      </Stack>
      {asked ? (
        <RevokeKeyDialog
          holder={asked}
          pending={revoke.isPending}
          error={revoke.error}
          onRevoke={(reason) => revoke.mutate({ holder: asked, reason })}
          onClose={() => setAsked(null)}
        />
      ) : null}
    </Paper>
  );
}
