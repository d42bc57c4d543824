import { Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState } from '../../../components/page-states';
import { portfoliosQueryOptions } from '../../../lib/reference-queries';
import { ordersListQueryOptions } from '../api/orders-queries';
import type { OrdersSearch } from '../orders-search';
import { OrdersTable } from './orders-table';

export function OrdersPage({ search }: { search: OrdersSearch }) {
  const orders = useQuery(ordersListQueryOptions(search));
  const portfolios = useQuery(portfoliosQueryOptions);
  const count = orders.data?.orders.length ?? 0;
  const first = Number(search.offset) + 1;

  return (
    <Stack gap="md">
      <PageHeader
        title="Orders"
        description="Withdrawals and deposits across every portfolio, newest first."
        actions={
          <Group gap="xs">
            {orders.isFetching ? <Loader size="xs" aria-label="Refreshing" /> : null}
            {orders.data ? (
              <Text size="sm" c="dimmed">
                {count === 0 ? 'No orders' : `Orders ${first}–${first + count - 1}`}
              </Text>
            ) : null}
          </Group>
        }
      />
      {orders.isError ? (
        <ErrorState error={orders.error} onRetry={() => void orders.refetch()} />
      ) : null}
      {orders.data && count === 0 ? (
        <EmptyState title="No orders match">There are no orders of these types yet.</EmptyState>
      ) : null}
      {orders.data && count > 0 ? (
        <OrdersTable orders={orders.data.orders} portfolios={portfolios.data} />
      ) : null}
    </Stack>
  );
}
