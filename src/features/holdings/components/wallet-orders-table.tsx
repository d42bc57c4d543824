import { Table, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { orderKindInWords } from '../../../components/order-type-words';
import { RouterAnchor } from '../../../components/router-anchor';
import { Timestamp } from '../../../components/timestamp';
import type { Order } from '../../../shared/contracts/orders';
import { heldByOrder } from '../wallet-reserve';

/** A short table of one wallet's orders, each linked; `withHolds` adds what each one holds. */
export function WalletOrdersTable({
  label,
  orders,
  withHolds = false,
}: {
  label: string;
  orders: readonly Order[];
  withHolds?: boolean;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={label} verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Order</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            {withHolds ? (
              <Table.Th
                ta="right"
                title="The amount, plus the withdrawal fee unless it is taken out of the amount"
              >
                Holds
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const holds = withHolds ? heldByOrder(order) : undefined;
            return (
              <Table.Tr key={order.orderId}>
                <Table.Td>
                  <RouterAnchor
                    to="/orders/$orderId"
                    params={{ orderId: order.orderId }}
                    size="sm"
                    title={order.orderId}
                  >
                    {orderKindInWords(order)} {order.orderId.slice(0, 8)}
                  </RouterAnchor>
                </Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
                <Table.Td>
                  <Timestamp value={order.createdAt} toMinute label="Created" />
                </Table.Td>
                <Table.Td ta="right">
                  <AmountText value={order.amount} currency={order.baseCurrency} />
                </Table.Td>
                {withHolds ? (
                  <Table.Td ta="right">
                    {holds === undefined ? (
                      <Text span size="sm" c="var(--status-text-orange)">
                        Unreadable
                      </Text>
                    ) : (
                      <AmountText value={holds} currency={order.baseCurrency} label="Holds" />
                    )}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
