import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { LeftOut, Noun } from '../lib/left-out';
import { LeftOutNote } from './left-out-note';
import { ErrorState, PendingState } from './page-states';

/**
 * One part of the morning view: a titled panel with how many items need a look, the items
 * themselves, or why there are none in words; and what its count left out, even when empty.
 */
export function MorningSection({
  title,
  description,
  count,
  pending,
  error,
  onRetry,
  empty,
  leftOut,
  actions,
  children,
}: {
  title: string;
  description: ReactNode;
  /** Items listed; undefined while unknown. */
  count: number | undefined;
  pending: boolean;
  error: unknown;
  onRetry: () => void;
  /** What an empty section says, in words. */
  empty: ReactNode;
  /** Items the count could not judge (unreadable), said under the list or the empty words. */
  leftOut?: { leftOut: LeftOut; noun: Noun };
  actions?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2}>
            <Group gap="xs" wrap="nowrap">
              <Title order={2} size="h4" id={headingId}>
                {title}
              </Title>
              {count !== undefined && count > 0 ? (
                // The darkest blue keeps the white count above 4.5:1 in both themes.
                <Badge variant="filled" color="blue.9" circle={count < 10}>
                  {count}
                </Badge>
              ) : null}
            </Group>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
          {actions}
        </Group>
        {pending ? <PendingState /> : null}
        {error && count === undefined ? <ErrorState error={error} onRetry={onRetry} /> : null}
        {count === 0 ? (
          <Text size="sm" data-testid="morning-empty">
            {empty}
          </Text>
        ) : null}
        {count !== undefined && count > 0 ? children : null}
        {count !== undefined && leftOut ? <LeftOutNote {...leftOut} /> : null}
      </Stack>
    </Paper>
  );
}

/** One item of a section: what it is (a link to where it is acted on), and what it waits for. */
export function MorningItem({
  link,
  detail,
  aside,
}: {
  link: ReactNode;
  detail: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <Group component="li" justify="space-between" align="flex-start" wrap="wrap" gap="xs" py={6}>
      <Stack gap={2} style={{ minWidth: 0, flex: '1 1 16rem' }}>
        <Text size="sm" fw={600} component="div">
          {link}
        </Text>
        <Text size="sm" c="dimmed" component="div">
          {detail}
        </Text>
      </Stack>
      {aside}
    </Group>
  );
}

/** The list that holds a section's items. */
export function MorningList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" aria-label={label} gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {children}
    </Stack>
  );
}
