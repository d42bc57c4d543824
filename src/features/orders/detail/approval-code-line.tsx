import { Code, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { approvalCodeQueryOptions } from '../../order-writing/api/approval-code-query';
import type { Order } from '../../../shared/contracts/orders';

/** The approval code initiator and co-signer compare over another channel. */
export function ApprovalCodeLine({ order }: { order: Order }) {
  const code = useQuery(approvalCodeQueryOptions(order));
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" fw={500}>
        Approval code
      </Text>
      <Code fz="md" fw={700} aria-label="Approval code">
        {code.data ?? (code.isError ? 'unavailable' : '…')}
      </Code>
      <Text size="xs" c="dimmed">
        Covers order id, amount, currency, network, destination and fee level. Compare it with the
        initiator before co-signing.
      </Text>
    </Group>
  );
}
