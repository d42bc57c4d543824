import { Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import { StatusAlert } from '../../../components/status-alert';
import { useNow } from '../../../components/use-now';
import { adminKeys } from '../../../lib/query-keys';
import type { LiveSession } from '../../../shared/admin';
import { endSessions, liveSessionsQueryOptions } from '../api/admin-queries';
import { sessionsSummary } from '../admin-words';
import { ConfirmDialog } from './confirm-dialog';
import { SessionsTable } from './sessions-table';

/** What the administrator asked to end: one session, or every session of its person. */
export interface EndRequest {
  session: LiveSession;
  all: boolean;
}

function endedWords({ session, all }: EndRequest, ended: number): string {
  const name = session.person.name;
  if (!all)
    return ended === 0 ? `${name}’s session had already ended.` : `Ended a session of ${name}.`;
  return `Ended ${ended} session${ended === 1 ? '' : 's'} of ${name}.`;
}

/** Who is signed in now, and ending a session or all of a person's, after confirming. */
export function SessionsSection() {
  const sessions = useQuery(liveSessionsQueryOptions);
  const queryClient = useQueryClient();
  const now = useNow(30_000);
  const [asked, setAsked] = useState<EndRequest | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const end = useMutation({
    mutationFn: ({ session, all }: EndRequest) =>
      endSessions(all ? { subject: session.person.subject } : { sessionId: session.id }),
    onSuccess: async (ended, request) => {
      setAsked(null);
      setDone(endedWords(request, ended));
      await queryClient.invalidateQueries({ queryKey: adminKeys.sessions() });
    },
  });

  const ask = (request: EndRequest) => {
    end.reset();
    setDone(null);
    setAsked(request);
  };
  const name = asked?.session.person.name ?? '';

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="admin-sessions">
      <Title order={2} size="h4" mb="xs" id="admin-sessions">
        Who is signed in
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Ending a session signs that browser out at once and closes its live updates; the person can
        sign in again.
      </Text>
      <Stack gap="sm">
        {done ? <StatusAlert color="green" role="status" title={done} /> : null}
        {sessions.isPending ? <PendingState label="Loading sessions…" /> : null}
        {sessions.error ? (
          <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : null}
        {sessions.data?.length === 0 ? <EmptyState title="Nobody is signed in." /> : null}
        {sessions.data && sessions.data.length > 0 ? (
          <>
            <Text size="sm">{sessionsSummary(sessions.data)}, most recently active first.</Text>
            <SessionsTable sessions={sessions.data} now={now} onEnd={ask} />
          </>
        ) : null}
      </Stack>
      {asked ? (
        <ConfirmDialog
          title={asked.all ? `End every session of ${name}?` : `End this session of ${name}?`}
          confirmLabel={asked.all ? 'End all sessions' : 'End session'}
          pending={end.isPending}
          error={end.error}
          onConfirm={() => end.mutate(asked)}
          onClose={() => setAsked(null)}
        >
          {asked.all
            ? `${name} (${asked.session.person.email}) is signed out in every browser at once, and their live updates stop.`
            : `${name} (${asked.session.person.email}) is signed out in the browser of this session, and its live updates stop.`}{' '}
          They can sign in again.
        </ConfirmDialog>
      ) : null}
    </Paper>
  );
}
