import { UnreadableItemsNotice } from '../../../components/left-out-note';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import { settlementsQueryOptions } from '../api/clearloop-queries';
import {
  activeFilterCount,
  filterFormOf,
  filterSearchOf,
  settlementsQueryOf,
  type SettlementsSearch,
} from '../settlements-search';
import { SettlementFilters } from './settlement-filters';
import { SettlementsPagination } from './settlements-pagination';
import { SettlementsTable } from './settlements-table';

export function SettlementsPage({ search }: { search: SettlementsSearch }) {
  const navigate = useNavigate();
  const settlements = useQuery(settlementsQueryOptions(settlementsQueryOf(search)));
  const filters = filterSearchOf(filterFormOf(search));
  const latestCycleOnly = search.cycles === '1';
  const filterCount = activeFilterCount(search);

  const show = (next: Partial<SettlementsSearch>) =>
    void navigate({ to: '/clearloop/settlements', search: { ...search, ...next } });

  return (
    <Stack gap="md">
      <PageHeader
        title="ClearLoop settlements"
        description="Settlement cycles of every exchange, with their status and instructions."
        actions={
          <Group gap="sm">
            {settlements.isFetching ? (
              <Loader size="xs" role="img" aria-label="Refreshing" />
            ) : null}
            <Button
              variant={latestCycleOnly ? 'filled' : 'light'}
              leftSection={<IconClockHour4 size={16} aria-hidden />}
              aria-pressed={latestCycleOnly}
              onClick={() => show({ cycles: latestCycleOnly ? undefined : '1', offset: '0' })}
            >
              Latest cycle per exchange
            </Button>
          </Group>
        }
      />
      <SettlementFilters
        key={JSON.stringify(filters)}
        search={search}
        onApply={(applied) =>
          void navigate({
            to: '/clearloop/settlements',
            search: { ...applied, limit: search.limit, offset: '0' },
          })
        }
        onClear={() =>
          void navigate({
            to: '/clearloop/settlements',
            search: { sortDirection: search.sortDirection, limit: search.limit, offset: '0' },
          })
        }
      />
      <Text size="sm" c="dimmed">
        {filterCount === 0
          ? 'No filters applied.'
          : `${filterCount} ${filterCount === 1 ? 'filter' : 'filters'} applied.`}
        {latestCycleOnly ? ' Showing the latest cycle of each exchange.' : null}
      </Text>
      {settlements.isPending ? <PendingState label="Loading settlements…" /> : null}
      {settlements.isError ? (
        <ErrorState error={settlements.error} onRetry={() => void settlements.refetch()} />
      ) : null}
      {settlements.data ? (
        <UnreadableItemsNotice
          items={settlements.data.unreadableItems}
          noun={{ one: 'settlement', many: 'settlements' }}
        />
      ) : null}
      {settlements.data && settlements.data.settlements.length === 0 ? (
        <EmptyState title="No settlements match">
          {Number(search.offset) > 0
            ? 'This page is past the last result.'
            : 'Try removing a filter.'}
        </EmptyState>
      ) : null}
      {settlements.data && settlements.data.settlements.length > 0 ? (
        <SettlementsTable settlements={settlements.data.settlements} />
      ) : null}
      {settlements.data?.pagination ? (
        <SettlementsPagination
          pagination={settlements.data.pagination}
          shown={settlements.data.settlements.length + settlements.data.unreadableItems.length}
          offset={search.offset}
          requestedLimit={search.limit}
          onOffsetChange={(offset) => show({ offset })}
          onLimitChange={(limit) => show({ limit, offset: '0' })}
        />
      ) : null}
    </Stack>
  );
}
