import { ReadableText } from '../../../components/unreadable-value';
import { Group, Loader, Table, Text, Tooltip } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { RouterAnchor } from '../../../components/router-anchor';
import { describeError } from '../../../lib/describe-error';
import type { Settlement, SettlementInstruction } from '../../../shared/contracts/clearloop';
import { linkedOrderQueryOptions } from '../api/clearloop-queries';
import { DecimalText } from './decimal-text';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { SettlementStatusBadge } from './settlement-status-badge';

interface InstructionRow {
  key: string;
  clientAccountId: string;
  exchangeSettlementId: string;
  instruction: SettlementInstruction;
}

function rowsOf(settlement: Settlement): InstructionRow[] {
  return (settlement.settlementDetails ?? []).flatMap((detail) =>
    detail.settlementInstructions.map((instruction, index) => ({
      key: instruction.settlementInstructionId ?? `${detail.exchangeSettlementId}-${index}`,
      clientAccountId: detail.clientAccountId,
      exchangeSettlementId: detail.exchangeSettlementId,
      instruction,
    })),
  );
}

/**
 * Every instruction of a cycle with the order it created. The order's status is
 * read live from GET /orders/{id}; the instruction's own copy shows until then.
 */
export function SettlementInstructionsTable({ settlement }: { settlement: Settlement }) {
  const rows = rowsOf(settlement);
  const linked = rows.flatMap(({ instruction }) =>
    instruction.orderId ? [{ orderId: instruction.orderId, status: instruction.orderStatus }] : [],
  );
  const orders = useQueries({
    queries: linked.map(({ orderId, status }) => linkedOrderQueryOptions(orderId, status)),
  });
  const liveOrder = new Map(linked.map(({ orderId }, index) => [orderId, orders[index]]));

  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This settlement has no instructions.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={1050}>
      <Table striped verticalSpacing="xs" aria-label="Settlement instructions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client account</Table.Th>
            <Table.Th>Exchange settlement id</Table.Th>
            <Table.Th>Currency</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">USD value</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Order</Table.Th>
            <Table.Th>Order status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ key, clientAccountId, exchangeSettlementId, instruction }) => {
            const order = instruction.orderId ? liveOrder.get(instruction.orderId) : undefined;
            const status = order?.data?.status ?? instruction.orderStatus;
            return (
              <Table.Tr key={key}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {clientAccountId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {exchangeSettlementId}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <ReadableText value={instruction.currency} label="Currency" />
                </Table.Td>
                <Table.Td ta="right">
                  <DecimalText value={instruction.settlementAmount} label="Settlement amount" />
                </Table.Td>
                <Table.Td ta="right">
                  <DecimalText value={instruction.settlementAmountUSD} />
                </Table.Td>
                <Table.Td ta="right">
                  <DecimalText value={instruction.balance} />
                </Table.Td>
                <Table.Td>
                  {instruction.status ? (
                    <SettlementStatusBadge status={instruction.status} />
                  ) : (
                    <Text size="sm">—</Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {instruction.orderId ? (
                    <RouterAnchor
                      to="/orders/$orderId"
                      params={{ orderId: instruction.orderId }}
                      title={instruction.orderId}
                      aria-label={`Order ${instruction.orderId}`}
                      ff="monospace"
                      size="sm"
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {instruction.orderId.split('-')[0]}
                    </RouterAnchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      No order yet
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {status ? <OrderStatusBadge status={status} /> : null}
                    {order?.isFetching ? (
                      <Loader size={12} role="img" aria-label="Reading order" />
                    ) : null}
                    {order?.isError ? (
                      <Tooltip label={describeError(order.error).detail} multiline w={260}>
                        <Text size="xs" c="var(--status-text-orange)">
                          Live status unavailable
                        </Text>
                      </Tooltip>
                    ) : null}
                    {!status && !instruction.orderId ? <Text size="sm">—</Text> : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
