import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ErrorState, NotFoundState, PendingState } from '../../../components/page-states';
import { portfoliosQueryOptions } from '../../reference-data/api/reference-queries';
import { ApiError } from '../../../shared/api-error';
import type { Order } from '../../../shared/contracts/orders';
import { DETAIL_REFRESH_MS, orderDetailQueryOptions } from '../api/orders-queries';
import { LiveStatus } from '../components/live-status';
import { OrderActions } from '../../order-writing/components/order-actions';
import { OrderDetail } from './order-detail';

/** Loads one order (refreshing while visible) and shows it, or says why it cannot. */
export function OrderDetailView({
  orderId,
  placeholder,
  headingLevel,
}: {
  orderId: string;
  /** The list's copy of the order, shown at once while the full order loads. */
  placeholder?: Order | undefined;
  headingLevel: 2 | 3;
}) {
  const order = useQuery({ ...orderDetailQueryOptions(orderId), placeholderData: placeholder });
  const portfolios = useQuery(portfoliosQueryOptions);
  if (!order.data) {
    if (order.error instanceof ApiError && order.error.status === 404) {
      return (
        <NotFoundState>
          There is no order {orderId}. Check the link or search the list.
        </NotFoundState>
      );
    }
    if (order.isError) {
      return <ErrorState error={order.error} onRetry={() => void order.refetch()} />;
    }
    return <PendingState label="Loading the order…" />;
  }
  const portfolioName = portfolios.data?.get(order.data.portfolioId)?.portfolioName;
  return (
    <Stack gap="sm">
      <LiveStatus
        isFetching={order.isFetching}
        failureReason={order.failureReason}
        dataUpdatedAt={order.dataUpdatedAt}
        intervalSeconds={DETAIL_REFRESH_MS / 1000}
      />
      {order.isError ? (
        <ErrorState error={order.error} onRetry={() => void order.refetch()} />
      ) : null}
      <OrderActions order={order.data} portfolioName={portfolioName} headingLevel={headingLevel} />
      <OrderDetail order={order.data} portfolioName={portfolioName} headingLevel={headingLevel} />
    </Stack>
  );
}
