import { Group, Table, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { RouterAnchor } from '../../../components/router-anchor';
import { Timestamp } from '../../../components/timestamp';
import { WideTable } from '../../../components/wide-table';
import type { Settlement } from '../../../shared/contracts/clearloop';
import { SettlementStatusBadge } from './settlement-status-badge';

/** One page of settlement cycles. */
export function SettlementsTable({ settlements }: { settlements: Settlement[] }) {
  return (
    // Times wrap under their dates, long statuses onto a second line, and the cells are 6 px a
    // side (Mantine's default is 10): the ten columns fit a 1,280 px screen beside the menu.
    <WideTable
      minWidth={960}
      striped
      highlightOnHover
      verticalSpacing="xs"
      horizontalSpacing={6}
      aria-label="Settlements"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Created</Table.Th>
          <Table.Th>Settlement</Table.Th>
          <Table.Th>Exchange</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Cycle start</Table.Th>
          <Table.Th>Cycle end</Table.Th>
          <Table.Th>Deadline</Table.Th>
          <Table.Th>Completed</Table.Th>
          <Table.Th ta="right">Accounts</Table.Th>
          <Table.Th ta="right">Instructions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {settlements.map((settlement) => (
          <SettlementRow key={settlement.settlementId} settlement={settlement} />
        ))}
      </Table.Tbody>
    </WideTable>
  );
}

function SettlementRow({ settlement }: { settlement: Settlement }) {
  const details = settlement.settlementDetails ?? [];
  const accounts = new Set(details.map((detail) => detail.clientAccountId)).size;
  const instructions = details.reduce(
    (count, detail) => count + detail.settlementInstructions.length,
    0,
  );
  return (
    <Table.Tr data-settlement-id={settlement.settlementId}>
      <Table.Td>
        <Timestamp value={settlement.createdAt} label="Created" wrap />
      </Table.Td>
      <Table.Td>
        <RouterAnchor
          to="/clearloop/settlements/$settlementId"
          params={{ settlementId: settlement.settlementId }}
          title={settlement.settlementId}
          aria-label={`Settlement ${settlement.settlementId}`}
          ff="monospace"
          size="sm"
          style={{ whiteSpace: 'nowrap' }}
        >
          {settlement.settlementId.split('-')[0]}
        </RouterAnchor>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{settlement.exchange}</Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <SettlementStatusBadge status={settlement.settlementStatus} wrap />
          {settlement.failureReason ? (
            <Tooltip label={settlement.failureReason} multiline w={280}>
              <IconAlertTriangle
                size={16}
                color="var(--status-text-red)"
                aria-label={`Failure reason: ${settlement.failureReason}`}
                role="img"
              />
            </Tooltip>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Timestamp value={settlement.cycleStartTimestamp} label="Cycle start" wrap />
      </Table.Td>
      <Table.Td>
        <Timestamp value={settlement.cycleEndTimestamp} label="Cycle end" wrap />
      </Table.Td>
      <Table.Td>
        <Timestamp value={settlement.deadline} label="Deadline" wrap />
      </Table.Td>
      <Table.Td>
        <Timestamp value={settlement.completedAt} label="Completed" wrap />
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{accounts}</Text>
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm">{instructions}</Text>
      </Table.Td>
    </Table.Tr>
  );
}
