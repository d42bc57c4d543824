import { Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { approvalCodeQueryOptions } from '../../order-writing/api/approval-code-query';
import type { Order } from '../../../shared/contracts/orders';
import { approvalCodeInput } from '../../../shared/approval-code';

/** The order's approval code, once computed; undefined while there is no order. */
export function useApprovalCode(order: Order | undefined): string | undefined {
  return useQuery(approvalCodeQueryOptions(order)).data;
}

/** The code both sides compare over another channel before funds move. */
export function ApprovalCodeBadge({
  order,
  code,
  hint = 'Compare it with the initiator over a separate channel (phone, chat) before approving.',
}: {
  /** The order the code is of: one whose amount, asset or fee level is unreadable has none. */
  order: Order;
  code: string | undefined;
  hint?: string;
}) {
  const none = approvalCodeInput(order) === undefined;
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group gap="md" wrap="nowrap" align="center">
        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
          Approval code
        </Text>
        <Text
          ff="monospace"
          fw={700}
          fz="xl"
          data-testid="approval-code"
          aria-live="polite"
          // As wide before the code is computed as after, so the hint beside it does not move.
          style={{ letterSpacing: '0.12em', whiteSpace: 'nowrap', minWidth: '8ch' }}
        >
          {none ? 'none' : (code ?? '…')}
        </Text>
        <Text size="xs" c="dimmed">
          {none
            ? "This order's amount, asset or fee level could not be read, so it has no code to compare."
            : hint}
        </Text>
      </Group>
    </Paper>
  );
}
