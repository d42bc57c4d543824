import { Table, Text } from '@mantine/core';
import { RouterAnchor } from '../../../components/router-anchor';
import { AmountText } from '../../../components/amount-text';
import { Timestamp } from '../../../components/timestamp';
import type { Order } from '../../../shared/contracts/orders';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { OrderStatusBadge } from './order-status-badge';

/** A plain table of one page of orders. */
export function OrdersTable({
  orders,
  portfolios,
}: {
  orders: Order[];
  /** Names by id; while they load, ids are shown instead. */
  portfolios: ReadonlyMap<string, Portfolio> | undefined;
}) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover stickyHeader verticalSpacing="xs" aria-label="Orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Created</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th>Network</Table.Th>
            <Table.Th>Portfolio</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.orderId}>
              <Table.Td>
                <Timestamp value={order.createdAt} />
              </Table.Td>
              <Table.Td>
                <RouterAnchor
                  title={order.orderId}
                  aria-label={`Order ${order.orderId}`}
                  style={{ whiteSpace: 'nowrap' }}
                  to="/orders/$orderId"
                  params={{ orderId: order.orderId }}
                  ff="monospace"
                  size="sm"
                >
                  {shortId(order.orderId)}
                </RouterAnchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{order.orderType}</Text>
              </Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td ta="right">
                <AmountText value={order.amount} currency={order.baseCurrency} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{order.mainCurrency ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" title={order.portfolioId}>
                  {portfolios?.get(order.portfolioId)?.portfolioName ?? order.portfolioId}
                </Text>
                <Text size="xs" c="dimmed">
                  {order.portfolioType}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The first block of an id is enough to tell rows apart; the full id is in the link's title. */
function shortId(id: string): string {
  return id.length > 12 ? `${id.slice(0, 8)}…` : id;
}
