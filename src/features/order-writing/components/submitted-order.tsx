import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { AmountText } from '../../../components/amount-text';
import { RouterAnchor } from '../../../components/router-anchor';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import type { SubmittedOrder } from '../api/submit-order';
import { WhoActsNext } from './who-acts-next';

/** The order the API created (or had already created for this attempt), with a link to it. */
export function SubmittedOrderPanel({
  result,
  onStartOver,
  startOverLabel,
}: {
  result: SubmittedOrder;
  onStartOver: () => void;
  startOverLabel: string;
}) {
  const { order, alreadyExisted } = result;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      role="status"
      aria-label="Order created"
      style={{ borderColor: 'var(--mantine-color-green-7)', borderWidth: 2 }}
    >
      <Group align="flex-start" wrap="nowrap">
        <IconCircleCheck aria-hidden color="var(--mantine-color-green-8)" />
        <Stack gap="xs">
          <Text fw={700} size="sm">
            Order created
          </Text>
          {alreadyExisted ? (
            <Text size="sm">
              An earlier attempt had already created this order (same external order id), so nothing
              was sent twice.
            </Text>
          ) : null}
          <Group gap="xs">
            <Text size="sm">Order</Text>
            <RouterAnchor
              to="/orders/$orderId"
              params={{ orderId: order.orderId }}
              size="sm"
              ff="monospace"
            >
              {order.orderId}
            </RouterAnchor>
            <OrderStatusBadge status={order.status} />
          </Group>
          <Group gap="xs">
            <Text size="sm">Amount</Text>
            <AmountText value={order.amount} currency={order.baseCurrency} />
          </Group>
          <Text size="sm">
            External order id{' '}
            <Text span ff="monospace" size="sm">
              {order.externalOrderId}
            </Text>
          </Text>
          <WhoActsNext order={order} />
          <Group mt="xs">
            <Button variant="default" onClick={onStartOver}>
              {startOverLabel}
            </Button>
            <RouterAnchor to="/orders" size="sm">
              Go to the orders list
            </RouterAnchor>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
