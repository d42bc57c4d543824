import { Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';
import type { Order } from '../../../shared/contracts/orders';
import { endpoints } from '../../../shared/endpoints';
import { nextStepOf } from '../../../shared/order-next-step';
import { nameOf, useUserNames } from '../../reference-data/api/user-names';

/** A new order settles into its first waiting state within seconds; then it is polled no more. */
const SETTLING_POLL_MS = 2_000;

/**
 * After submit: who must act next on the new order, by name, how many approvals are missing,
 * or that an approver must enter the master password. Follows the order until it waits for
 * someone or ends.
 */
export function WhoActsNext({ order }: { order: Order }) {
  const people = useUserNames();
  const current = useQuery({
    queryKey: orderKeys.detail(order.orderId),
    queryFn: ({ signal }) =>
      apiClient.request(endpoints.getOrder, { path: { orderId: order.orderId }, signal }),
    initialData: order,
    initialDataUpdatedAt: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      return data && nextStepOf(data, (id) => id).tone === 'working' ? SETTLING_POLL_MS : false;
    },
  });
  const step = nextStepOf(current.data, (userId) => nameOf(userId, people));
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" aria-live="polite">
      {step.tone === 'working' ? <Loader size="xs" aria-hidden mt={4} /> : null}
      <Text size="sm">
        <Text span fw={600}>
          Next:
        </Text>{' '}
        {step.text}
        {step.tone === 'waiting' ? ' (on the Co-sign page).' : '.'}
      </Text>
    </Group>
  );
}
