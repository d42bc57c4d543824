import { Group, Paper, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { approvalCode, approvalCodeInput } from '../../order-writing/approval-code';
import type { Order } from '../../../shared/contracts/orders';

/** The order's approval code; computed locally (WebCrypto), so cached forever per input. */
export function useApprovalCode(order: Order | undefined): string | undefined {
  const input = order === undefined ? '' : approvalCodeInput(order);
  // `input` holds every field the code is computed from, so it identifies the result.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const query = useQuery({
    // Not an API call: derived from the order's key fields, which the key holds in full.
    queryKey: ['approval-code', input],
    queryFn: () => (order === undefined ? '' : approvalCode(order)),
    enabled: order !== undefined,
    staleTime: Infinity,
  });
  return query.data;
}

/** The code both sides compare over another channel before funds move. */
export function ApprovalCodeBadge({
  code,
  hint = 'Compare it with the initiator over a separate channel (phone, chat) before approving.',
}: {
  code: string | undefined;
  hint?: string;
}) {
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
          style={{ letterSpacing: '0.12em', whiteSpace: 'nowrap' }}
        >
          {code ?? '…'}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Group>
    </Paper>
  );
}
