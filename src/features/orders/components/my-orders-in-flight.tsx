import { isUnreadable, readOrUndefined, type Readable } from '../../../shared/contracts/readable';
import { Button, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { MorningItem, MorningList, MorningSection } from '../../../components/morning-section';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { RouterAnchor } from '../../../components/router-anchor';
import { formatRelative } from '../../../lib/time';
import { parseEpochMs } from '../../../shared/epoch-ms';
import type { ListOrdersQuery } from '../../../shared/contracts/list-orders-query';
import type { Order } from '../../../shared/contracts/orders';
import { portfoliosQueryOptions } from '../../reference-data/api/reference-queries';
import { ordersListQueryOptions } from '../api/orders-queries';
import { inFlightStatuses, ownOrders, waitsForSomeone, whatBlocks } from '../order-blockers';
import { Link } from '@tanstack/react-router';
import { orderKindInWords } from '../../../components/order-type-words';
import { Money } from '../../../lib/decimal';
import { LeftOut, unreadableItem } from '../../../lib/left-out';

/** Every order still in flight; the person's own are picked out here (GET /orders has no creator filter). */
export const inFlightQuery: ListOrdersQuery = {
  orderTypes: ['withdraw', 'deposit'],
  statuses: inFlightStatuses,
  limit: '1000',
};

/** Past this many, a list says how many more there are and links to the orders list. */
const SHOWN = 15;

const isZeroAmount = (amount: Readable<string>) =>
  !isUnreadable(amount) && new Money(amount).isZero();

function OrderLine({ order, portfolioName }: { order: Order; portfolioName: string }) {
  const created = parseEpochMs(readOrUndefined(order.createdAt));
  return (
    <MorningItem
      link={
        <RouterAnchor to="/orders/$orderId" params={{ orderId: order.orderId }}>
          {orderKindInWords(order)}
          {/* Smart-contract calls and most staking steps carry an amount of 0: say none. */}
          {isZeroAmount(order.amount) ? null : (
            <>
              {' '}
              of <AmountText value={order.amount} currency={order.baseCurrency} />
            </>
          )}{' '}
          from {portfolioName}
        </RouterAnchor>
      }
      detail={
        <>
          {whatBlocks(order)}
          {created === null ? null : ` · placed ${formatRelative(created)}`}
        </>
      }
      aside={<OrderStatusBadge status={order.status} />}
    />
  );
}

function OrderGroup({
  title,
  orders,
  portfolioNameOf,
}: {
  title: string;
  orders: Order[];
  portfolioNameOf: (portfolioId: string) => string;
}) {
  if (orders.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {title} ({orders.length})
      </Text>
      <MorningList label={title}>
        {orders.slice(0, SHOWN).map((order) => (
          <OrderLine
            key={order.orderId}
            order={order}
            portfolioName={portfolioNameOf(order.portfolioId)}
          />
        ))}
      </MorningList>
      {orders.length > SHOWN ? (
        <Text size="sm" c="dimmed">
          {orders.length - SHOWN} older not shown here: the{' '}
          <RouterAnchor to="/orders" search={{ statuses: inFlightStatuses }} underline="always">
            orders list
          </RouterAnchor>{' '}
          has every order in flight.
        </Text>
      ) : null}
    </Stack>
  );
}

/** Treasury's morning: the orders they placed that have not finished, and what holds each up. */
export function MyOrdersInFlight({
  userId,
  hasApiKey,
}: {
  /** The provider user the person's key belongs to, once they confirmed it. */
  userId: string | null;
  hasApiKey: boolean;
}) {
  const orders = useQuery(ordersListQueryOptions(inFlightQuery));
  const portfolios = useQuery(portfoliosQueryOptions);
  const portfolioNameOf = (portfolioId: string) =>
    portfolios.data?.get(portfolioId)?.portfolioName ?? portfolioId;
  const mine =
    userId === null ? [] : orders.data ? ownOrders(orders.data.orders, userId) : undefined;
  // An order that could not be read at all may be one of theirs: the count says so.
  const leftOut = new LeftOut();
  if (userId !== null) leftOut.add(unreadableItem, orders.data?.unreadableItems.length ?? 0);

  return (
    <MorningSection
      title="My orders in flight"
      description="Orders you placed that have not finished yet, newest first, with what each waits for."
      count={mine?.length}
      pending={userId !== null && orders.isPending}
      error={orders.error}
      onRetry={() => void orders.refetch()}
      empty={
        userId === null
          ? hasApiKey
            ? 'The dashboard cannot tell which orders are yours until you confirm, under Settings, which member your API key belongs to.'
            : 'The dashboard cannot tell which orders are yours until you add your API key under Settings.'
          : leftOut.count > 0
            ? 'None of your orders that could be read is in flight.'
            : 'None of your orders is in flight: everything you placed has finished.'
      }
      leftOut={{ leftOut, noun: { one: 'order', many: 'orders' } }}
      actions={
        <Button component={Link} to="/new/withdrawal" size="xs" variant="light">
          New withdrawal
        </Button>
      }
    >
      <OrderGroup
        title="Waiting for someone"
        orders={(mine ?? []).filter(waitsForSomeone)}
        portfolioNameOf={portfolioNameOf}
      />
      <OrderGroup
        title="Moving at the provider"
        orders={(mine ?? []).filter((order) => !waitsForSomeone(order))}
        portfolioNameOf={portfolioNameOf}
      />
    </MorningSection>
  );
}
