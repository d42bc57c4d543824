import { ReadableText } from '../../../components/unreadable-value';
import { Group, Stack, Table, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import type { Order } from '../../../shared/contracts/orders';
import { AddressChunks } from './address-chunks';
import { ApprovalCodeBadge } from './approval-code-badge';

/** What the approver is about to sign, restated in the confirm step. */
export function OrderRestatement({
  order,
  portfolioName,
  destinationName,
  destinationAddress,
  approvalCode,
}: {
  order: Order;
  portfolioName: string;
  destinationName: string | undefined;
  destinationAddress: string | undefined;
  approvalCode: string | undefined;
}) {
  const extra = order.extra ?? {};
  return (
    <Stack gap="sm">
      <Table withRowBorders={false} verticalSpacing={4} aria-label="What you approve">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>Amount</Table.Th>
            <Table.Td>
              <Group gap={6}>
                <AmountText value={order.amount} currency={order.baseCurrency} />
                {order.mainCurrency && order.mainCurrency !== order.baseCurrency ? (
                  <Text span size="sm" c="dimmed">
                    on {order.mainCurrency}
                  </Text>
                ) : null}
              </Group>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>From</Table.Th>
            <Table.Td>{portfolioName}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>To</Table.Th>
            <Table.Td>
              <Stack gap={2}>
                <Text size="sm" fw={600}>
                  {destinationName ??
                    (extra.toPortfolioId ? 'Another portfolio' : 'Unnamed address')}
                </Text>
                {destinationAddress ? <AddressChunks address={destinationAddress} /> : null}
              </Stack>
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Fee</Table.Th>
            <Table.Td>
              <ReadableText value={extra.feeLevel ?? 'not stated'} label="Fee level" />,{' '}
              {extra.includeFeeInWithdraw ? 'included in the amount' : 'added on top'}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <ApprovalCodeBadge order={order} code={approvalCode} />
    </Stack>
  );
}
