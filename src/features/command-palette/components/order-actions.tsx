import { readableText } from '../../../shared/contracts/readable';
import { Spotlight } from '@mantine/spotlight';
import type { FindResult } from '../../../lib/order-lookup';
import type { Order } from '../../../shared/contracts/orders';
import { amountText } from '../palette-matches';

function describe(order: Order): string {
  return [
    readableText(order.orderType, 'order type'),
    amountText(order.amount, order.baseCurrency),
    `status ${readableText(order.status, 'unreadable')}`,
  ].join(' · ');
}

/** The orders a palette search found, each opening its page; a list match can open the filtered list. */
export function OrderActions({
  result,
  onOpen,
  onFilter,
}: {
  result: FindResult | undefined;
  onOpen: (orderId: string) => void;
  onFilter: (search: { externalOrderId: string } | { searchQuery: string }) => void;
}) {
  if (result === undefined) return null;
  const orders = result.kind === 'order' ? [result.order] : result.orders;
  if (orders.length === 0) return null;
  const filter =
    result.kind === 'external-order-id'
      ? { externalOrderId: result.externalOrderId }
      : result.kind === 'search-query'
        ? { searchQuery: result.searchQuery }
        : undefined;
  return (
    <Spotlight.ActionsGroup label="Orders">
      {orders.map((order) => (
        <Spotlight.Action
          key={order.orderId}
          label={`Order ${order.orderId}`}
          description={describe(order)}
          onClick={() => onOpen(order.orderId)}
        />
      ))}
      {filter ? (
        <Spotlight.Action
          label="Show all matching orders in the list"
          onClick={() => onFilter(filter)}
        />
      ) : null}
    </Spotlight.ActionsGroup>
  );
}
