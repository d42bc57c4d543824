import { Button, Group, Loader, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { formatLocalDateTime } from '../lib/time';

/**
 * A page header's "Updated …" line and its Refresh button, for a query the page keeps fresh;
 * `note` says how (e.g. "refreshes every 30 s while open").
 */
export function RefreshAction({
  query,
  note,
}: {
  query: Pick<UseQueryResult, 'dataUpdatedAt' | 'isFetching' | 'refetch'>;
  note?: string;
}) {
  return (
    <Group gap="sm">
      {query.dataUpdatedAt > 0 ? (
        <Text size="sm" c="dimmed">
          Updated {formatLocalDateTime(query.dataUpdatedAt)}
          {note === undefined ? null : `; ${note}`}
        </Text>
      ) : null}
      <Button
        variant="default"
        size="xs"
        leftSection={
          query.isFetching ? <Loader size={14} /> : <IconRefresh size={14} aria-hidden />
        }
        onClick={() => void query.refetch()}
        disabled={query.isFetching}
      >
        {query.isFetching ? 'Refreshing…' : 'Refresh'}
      </Button>
    </Group>
  );
}
