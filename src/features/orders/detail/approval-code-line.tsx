import { Code, Group, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { approvalCode, approvalCodeInput } from '../../order-writing/approval-code';
import type { Order } from '../../../shared/contracts/orders';

/** The approval code initiator and co-signer compare over another channel. */
export function ApprovalCodeLine({ order }: { order: Order }) {
  // Keyed by the hashed text itself: a changed amount or destination is a new code.
  const code = useQuery({
    queryKey: ['approval-code', approvalCodeInput(order)],
    queryFn: () => approvalCode(order),
    staleTime: Infinity,
  });
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
