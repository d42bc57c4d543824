import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import { StatusAlert } from '../../../components/status-alert';
import { useNow } from '../../../components/use-now';
import { adminKeys } from '../../../lib/query-keys';
import type { ClearThrottlesRequest } from '../../../shared/admin';
import { clearSignInThrottles, signInThrottlesQueryOptions } from '../api/admin-queries';
import { targetInWords } from '../admin-words';
import { ConfirmDialog } from './confirm-dialog';
import { ThrottlesTable } from './throttles-table';

/**
 * Wrong passwords slow sign-in down per account and per address. An administrator sees what
 * is counting and clears an account or an address (a person locked out of their own tries,
 * an office behind one address), after confirming.
 */
export function ThrottlesSection() {
  const throttles = useQuery(signInThrottlesQueryOptions);
  const queryClient = useQueryClient();
  const now = useNow(15_000);
  const [asked, setAsked] = useState<ClearThrottlesRequest | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const clear = useMutation({
    mutationFn: clearSignInThrottles,
    onSuccess: async (cleared, target) => {
      setAsked(null);
      setDone(
        cleared === 0
          ? `Nothing was counting for ${targetInWords(target)} any more.`
          : `Cleared the sign-in throttles of ${targetInWords(target)}.`,
      );
      await queryClient.invalidateQueries({ queryKey: adminKeys.throttles() });
    },
  });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="admin-throttles">
      <Title order={2} size="h4" mb="xs" id="admin-throttles">
        Sign-in throttles
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        After several wrong passwords, sign-in from that address or for that account waits a little
        longer each time. Counts are forgotten a day after the last wrong password.
      </Text>
      <Stack gap="sm">
        {done ? <StatusAlert color="green" role="status" title={done} /> : null}
        {throttles.isPending ? <PendingState label="Loading sign-in throttles…" /> : null}
        {throttles.error ? (
          <ErrorState error={throttles.error} onRetry={() => void throttles.refetch()} />
        ) : null}
        {throttles.data?.length === 0 ? (
          <EmptyState title="No sign-in is being slowed down.">
            Nobody has typed a wrong password in the last day.
          </EmptyState>
        ) : null}
        {throttles.data && throttles.data.length > 0 ? (
          <ThrottlesTable
            throttles={throttles.data}
            now={now}
            onClear={(target) => {
              clear.reset();
              setDone(null);
              setAsked(target);
            }}
          />
        ) : null}
      </Stack>
      {asked ? (
        <ConfirmDialog
          title={`Clear the sign-in throttles of ${targetInWords(asked)}?`}
          confirmLabel="Clear"
          pending={clear.isPending}
          error={clear.error}
          onConfirm={() => clear.mutate(asked)}
          onClose={() => setAsked(null)}
        >
          {'account' in asked
            ? `Every wrong password counted against ${asked.account} is forgotten, from every address, and its next sign-in does not wait.`
            : `Every wrong password counted from ${asked.address} is forgotten, at every account, and its next sign-in does not wait.`}{' '}
          This is on the record.
        </ConfirmDialog>
      ) : null}
    </Paper>
  );
}
