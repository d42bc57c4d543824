import { UnreadableItemsNotice } from '../../../components/left-out-note';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ColumnChooser } from '../../../components/data-table/column-chooser';
import { usePersistedColumnVisibility } from '../../../components/data-table/use-persisted-column-visibility';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { portfoliosQueryOptions } from '../../reference-data/api/reference-queries';
import type { Order } from '../../../shared/contracts/orders';
import { LIST_REFRESH_MS, ordersListQueryOptions } from '../api/orders-queries';
import { OrderDetailDrawer } from '../detail/order-detail-drawer';
import { OrdersFilterBar } from '../filters/orders-filter-bar';
import { useOrdersNavigation } from '../filters/use-orders-navigation';
import { activeFilterCount, toListQuery, type OrdersSearch } from '../orders-search';
import { ExportOrdersButton } from './export-orders-button';
import { LiveStatus } from './live-status';
import { defaultOrderColumnVisibility, orderColumns } from './order-columns';
import { OrdersPagination } from './orders-pagination';
import { OrdersTable } from './orders-table';
import { OrdersTableSkeleton } from './orders-table-skeleton';
import { useChangedRows } from './use-changed-rows';

const chooserColumns = orderColumns(undefined)
  .filter((column) => column.enableHiding !== false)
  .map((column) => ({ id: column.id ?? '', label: column.meta?.label ?? column.id ?? '' }));

export function OrdersPage({ search }: { search: OrdersSearch }) {
  const query = useMemo(() => toListQuery(search), [search]);
  const orders = useQuery(ordersListQueryOptions(query));
  const portfolios = useQuery(portfoliosQueryOptions);
  const { setFilters, setPage, resetFilters } = useOrdersNavigation(search);
  const [visibility, setVisibility] = usePersistedColumnVisibility(
    'custody-ops.orders.columns',
    defaultOrderColumnVisibility,
  );
  const [opened, setOpened] = useState<Order | null>(null);
  const rows = orders.isPlaceholderData ? undefined : orders.data?.orders;
  const changed = useChangedRows(rows, JSON.stringify(query));
  const filtered = activeFilterCount(search) > 0;

  return (
    <Stack gap="sm">
      <PageHeader
        title="Orders"
        description="Withdrawals and deposits across every portfolio, newest first."
        actions={<ExportOrdersButton query={query} />}
      />
      <OrdersFilterBar
        search={search}
        portfolios={portfolios.data}
        onChange={setFilters}
        onReset={resetFilters}
      />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="sm">
          <LiveStatus
            isFetching={orders.isFetching}
            failureReason={orders.failureReason}
            dataUpdatedAt={orders.dataUpdatedAt}
            intervalSeconds={LIST_REFRESH_MS / 1000}
          />
          {orders.isPlaceholderData ? (
            <Text size="sm" role="status">
              Loading matching orders…
            </Text>
          ) : null}
          {changed.size > 0 ? (
            <Text size="sm" role="status">
              {changed.size} new or changed {changed.size === 1 ? 'order' : 'orders'} highlighted
            </Text>
          ) : null}
        </Group>
        <ColumnChooser columns={chooserColumns} visibility={visibility} onChange={setVisibility} />
      </Group>
      {orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : null}
      {orders.isPending ? <OrdersTableSkeleton /> : null}
      {orders.data ? (
        <UnreadableItemsNotice
          items={orders.data.unreadableItems}
          noun={{ one: 'order', many: 'orders' }}
        />
      ) : null}
      {orders.data && orders.data.orders.length === 0 ? (
        <EmptyState title="No orders match">
          {filtered ? (
            <Stack align="center" gap="xs" component="span">
              <span>No order matches these filters on this page.</span>
              <Button size="xs" variant="light" onClick={resetFilters}>
                Clear filters
              </Button>
            </Stack>
          ) : (
            'There are no orders of these types yet.'
          )}
        </EmptyState>
      ) : null}
      {orders.data && orders.data.orders.length > 0 ? (
        <div style={{ opacity: orders.isPlaceholderData ? 0.6 : 1 }}>
          <OrdersTable
            orders={orders.data.orders}
            portfolios={portfolios.data}
            columnVisibility={visibility}
            highlightedIds={changed}
            onOpen={setOpened}
          />
        </div>
      ) : null}
      {orders.data ? (
        <OrdersPagination
          search={search}
          // Unreadable orders took their place on the page: paging counts them.
          rowCount={orders.data.orders.length + orders.data.unreadableItems.length}
          onPage={setPage}
        />
      ) : null}
      <OrderDetailDrawer order={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
