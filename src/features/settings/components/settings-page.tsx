import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { PageHeader } from '../../../components/page-header';
import { RouterAnchor } from '../../../components/router-anchor';
import { ErrorState, PendingState } from '../../../components/page-states';
import { credentialsKey, identityKey, platformKey, sessionKey } from '../../../lib/query-keys';
import {
  credentialsQueryOptions,
  removeApiKey,
  sessionQueryOptions,
} from '../../../lib/session-api';
import { formatLocalDateTime } from '../../../lib/time';
import { roleLabels } from '../../../shared/access';
import { roleDescriptions } from '../role-descriptions';
import { ApiKeyForm } from './api-key-form';
import { PasskeysSection } from './passkeys-section';
import { ProviderIdentitySection } from './provider-identity-section';

/** The signed-in person: their roles, their own API key, and any further sections. */
export function SettingsPage({ children }: { children?: ReactNode }) {
  const session = useQuery(sessionQueryOptions);
  const key = useQuery(credentialsQueryOptions);
  const queryClient = useQueryClient();
  const [replacing, setReplacing] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const remove = useMutation({
    mutationFn: removeApiKey,
    onSuccess: async () => {
      setConfirmRemove(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: credentialsKey }),
        queryClient.invalidateQueries({ queryKey: sessionKey }),
        queryClient.invalidateQueries({ queryKey: identityKey }),
        queryClient.invalidateQueries({ queryKey: platformKey }),
      ]);
    },
  });
  const person = session.data?.person;
  if (!person) return <PendingState />;

  return (
    <>
      <PageHeader title="Settings" description={`${person.name} · ${person.email}`} />
      <Stack gap="lg" maw={760}>
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="sm">
            Your roles
          </Title>
          <List spacing="xs">
            {person.roles.map((role) => (
              <List.Item key={role}>
                <Group gap="xs" wrap="nowrap" align="baseline">
                  <Badge variant="light" tt="none">
                    {roleLabels[role]}
                  </Badge>
                  <Text size="sm">{roleDescriptions[role]}</Text>
                </Group>
              </List.Item>
            ))}
          </List>
          {person.roles.includes('admin') ? (
            <Text size="sm" c="dimmed" mt="sm">
              Roles come from your identity provider: change them there. Who is signed in, ending
              their sessions, revoking API keys and clearing sign-in throttles are in the{' '}
              <RouterAnchor to="/admin" inherit>
                administration console
              </RouterAnchor>
              .
            </Text>
          ) : (
            <Text size="sm" c="dimmed" mt="sm">
              Roles come from your identity provider. To change them, ask an administrator.
            </Text>
          )}
        </Paper>

        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            Your API key
          </Title>
          <Text size="sm" c="dimmed" mb="md">
            Everything you create or approve is signed with your own key, so the provider sees you,
            not a shared account.
          </Text>
          {key.isPending ? <PendingState label="Loading your key…" /> : null}
          {key.error ? <ErrorState error={key.error} onRetry={() => void key.refetch()} /> : null}
          {key.isSuccess && key.data !== null && !replacing ? (
            <Stack gap="sm">
              <Text>
                Key ending in <strong>…{key.data.keyLast4}</strong>, added{' '}
                {formatLocalDateTime(key.data.addedAt)};{' '}
                {key.data.lastUsedAt === null
                  ? 'not used yet.'
                  : `last used ${formatLocalDateTime(key.data.lastUsedAt)}.`}
              </Text>
              {confirmRemove ? (
                <Alert color="red" variant="light" title="Remove your API key?">
                  <Stack gap="sm">
                    <Text size="sm">
                      You will not be able to create or approve orders until you add a key again.
                    </Text>
                    {remove.error ? <ErrorState error={remove.error} /> : null}
                    <Group>
                      <Button
                        color="red"
                        loading={remove.isPending}
                        onClick={() => remove.mutate()}
                      >
                        Remove key
                      </Button>
                      <Button variant="default" onClick={() => setConfirmRemove(false)}>
                        Keep it
                      </Button>
                    </Group>
                  </Stack>
                </Alert>
              ) : (
                <Group>
                  <Button variant="default" onClick={() => setReplacing(true)}>
                    Replace key
                  </Button>
                  <Button variant="subtle" color="red" onClick={() => setConfirmRemove(true)}>
                    Remove key
                  </Button>
                </Group>
              )}
            </Stack>
          ) : null}
          {key.isSuccess && (key.data === null || replacing) ? (
            <Stack gap="sm">
              {key.data === null ? (
                <Alert
                  color="blue"
                  variant="light"
                  title="Add your API key to create or approve orders"
                >
                  {person.readsWithServiceKey
                    ? 'Until then you see data through the organization’s read-only key.'
                    : 'Until then the dashboard cannot act for you.'}
                </Alert>
              ) : null}
              <ApiKeyForm
                submitLabel={replacing ? 'Replace key' : 'Save key'}
                {...(replacing ? { onDone: () => setReplacing(false) } : {})}
              />
            </Stack>
          ) : null}
        </Paper>
        <ProviderIdentitySection />
        <PasskeysSection />
        {children}
      </Stack>
    </>
  );
}
