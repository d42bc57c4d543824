import { Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RouterAnchor } from '../../../components/router-anchor';
import type { Order } from '../../../shared/contracts/orders';
import { linkedOrderQueryOptions } from '../api/orders-queries';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { orderKindInWords, portfolioTypeInWords } from '../../../components/order-type-words';

function LinkedOrder({ label, orderId }: { label: string; orderId: string }) {
  const linked = useQuery(linkedOrderQueryOptions(orderId));
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={500} w={170}>
        {label}
      </Text>
      <RouterAnchor
        to="/orders/$orderId"
        params={{ orderId }}
        ff="monospace"
        size="sm"
        aria-label={`${label}: order ${orderId}`}
      >
        {orderId}
      </RouterAnchor>
      {linked.data ? (
        <>
          <Text size="sm" c="dimmed">
            {orderKindInWords(linked.data)}, {portfolioTypeInWords(linked.data.portfolioType)}{' '}
            portfolio
          </Text>
          <OrderStatusBadge status={linked.data.status} />
        </>
      ) : linked.isError ? (
        <Text size="sm" c="dimmed">
          (details unavailable)
        </Text>
      ) : null}
    </Group>
  );
}

/** The other half of a transfer or ClearLoop undelegation, as links. */
export function LinkedOrders({ order }: { order: Order }) {
  const extra = order.extra;
  const links = [
    extra?.depositOrderId ? { label: 'Deposit order', orderId: extra.depositOrderId } : undefined,
    extra?.withdrawOrderId
      ? { label: 'Withdraw order', orderId: extra.withdrawOrderId }
      : undefined,
  ].filter((link) => link !== undefined);
  return (
    <Stack gap="xs">
      {extra?.isClearLoopUnDelegation === true ? (
        <Group gap="xs">
          <Badge
            color="blue"
            variant="light"
            tt="none"
            style={{ color: 'var(--status-text-blue)' }}
          >
            ClearLoop undelegation
          </Badge>
          <Text size="sm">Funds released from a ClearLoop exchange to this trading portfolio.</Text>
        </Group>
      ) : null}
      {links.length === 0 ? (
        <Text size="sm" c="dimmed">
          No linked orders.
        </Text>
      ) : (
        links.map((link) => <LinkedOrder key={link.orderId} {...link} />)
      )}
    </Stack>
  );
}

/** Does the order point at another order? */
export function hasLinkedOrders(order: Order): boolean {
  return Boolean(order.extra?.depositOrderId ?? order.extra?.withdrawOrderId);
}
