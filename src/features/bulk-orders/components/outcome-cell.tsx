import { Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { RouterAnchor } from '../../../components/router-anchor';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import type { Order } from '../../../shared/contracts/orders';
import { createdBulkOrderQueryOptions } from '../api/created-order-query';
import type { RowOutcome } from '../api/send-bulk';
import { bulkColumns, columnLabels } from '../bulk-columns';
import type { CellErrors } from '../bulk-row-rules';

/** The created order's status as it moves on, not as it was when created. */
function LiveStatus({ created }: { created: Order }) {
  const { data } = useQuery(createdBulkOrderQueryOptions(created));
  return <OrderStatusBadge status={data.status} />;
}

/** One row's state: invalid, ready, sending, created (with link) or failed (with the reason). */
export function OutcomeCell({
  outcome,
  errors,
}: {
  outcome: RowOutcome | undefined;
  errors: CellErrors | undefined;
}) {
  if (outcome?.kind === 'created') {
    return (
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} c="green.9">
            Created
          </Text>
          <RouterAnchor
            to="/orders/$orderId"
            params={{ orderId: outcome.order.orderId }}
            size="sm"
            ff="monospace"
          >
            {outcome.order.orderId}
          </RouterAnchor>
          <LiveStatus created={outcome.order} />
        </Group>
        {outcome.alreadyExisted ? (
          <Text size="xs">An earlier attempt had created it; nothing was sent twice.</Text>
        ) : null}
      </Stack>
    );
  }
  if (outcome?.kind === 'sending') {
    return (
      <Group gap="xs" wrap="nowrap">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Sending…</Text>
      </Group>
    );
  }
  if (errors) {
    return (
      <Text size="sm" c="red.8">
        Not sent: fix{' '}
        {bulkColumns
          .filter((column) => errors[column] !== undefined)
          .map((column) => columnLabels[column].toLowerCase())
          .join(', ')}
      </Text>
    );
  }
  if (outcome?.kind === 'failed') {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={600} c="red.8">
          Failed: {outcome.title}
        </Text>
        <Text size="xs">{outcome.detail}</Text>
      </Stack>
    );
  }
  return <Text size="sm">Ready to send</Text>;
}
