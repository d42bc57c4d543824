import { Code, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { approvalCodeQueryOptions } from '../../order-writing/api/approval-code-query';
import type { Order } from '../../../shared/contracts/orders';

/**
 * The order's approval code, for the initiator to read to co-signers over another channel:
 * the same code on their review proves they approve this exact instruction.
 */
export function ApprovalCodeText({ order }: { order: Order }) {
  const { data: code, isError: failed } = useQuery(approvalCodeQueryOptions(order));
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Approval code:
        </Text>
        {code ? (
          <Code fz="md" fw={700} aria-label={`Approval code ${code.split('').join(' ')}`}>
            {code}
          </Code>
        ) : (
          <Text size="sm" c="dimmed">
            {failed ? 'could not be computed in this browser' : 'computing…'}
          </Text>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        Co-signers see the same code when they review this order; compare it with them by phone or
        chat.
      </Text>
    </Stack>
  );
}
