import { Alert, Button, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { describeError } from '../lib/describe-error';

export function PendingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="xs" maw={480} ta="center">
        <IconInbox size={36} stroke={1.4} aria-hidden />
        <Text fw={600}>{title}</Text>
        {children ? (
          <Text c="dimmed" size="sm">
            {children}
          </Text>
        ) : null}
      </Stack>
    </Center>
  );
}

export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { title, detail } = describeError(error);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={title}
      role="alert"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{detail}</Text>
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

export function NotFoundState({ children }: { children?: ReactNode }) {
  return (
    <Stack gap="xs" py="xl" align="flex-start">
      <Title order={2}>Page not found</Title>
      <Text c="dimmed">
        {children ??
          'There is nothing at this address. Check the link, or pick a view from the menu.'}
      </Text>
    </Stack>
  );
}
