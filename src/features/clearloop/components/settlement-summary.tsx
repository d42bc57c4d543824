import { Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Timestamp } from '../../../components/timestamp';
import type { Settlement } from '../../../shared/contracts/clearloop';
import { describeSettlementSubStatus } from '../settlement-status';
import type { CurrencyTotal } from '../settlement-totals';
import { DecimalText } from './decimal-text';
import { SettlementStatusBadge } from './settlement-status-badge';

/** The cycle's facts as label/value rows. */
export function SettlementFacts({ settlement }: { settlement: Settlement }) {
  const rows: [string, ReactNode][] = [
    ['Exchange', <Text size="sm">{settlement.exchange}</Text>],
    [
      'Status',
      <Group gap="xs">
        <SettlementStatusBadge status={settlement.settlementStatus} />
        <Text size="sm">{describeSettlementSubStatus(settlement.settlementSubStatus)}</Text>
      </Group>,
    ],
    ['Custodian', <Text size="sm">{settlement.custodian ?? '—'}</Text>],
    ['Cycle start', <Timestamp value={settlement.cycleStartTimestamp} />],
    ['Cycle end', <Timestamp value={settlement.cycleEndTimestamp} />],
    ['Deadline', <Timestamp value={settlement.deadline} />],
    ['Completed', <Timestamp value={settlement.completedAt} />],
    [
      'Failure reason',
      <Text size="sm" c={settlement.failureReason ? 'var(--status-text-red)' : undefined}>
        {settlement.failureReason ?? '—'}
      </Text>,
    ],
  ];
  return (
    <Table variant="vertical" layout="fixed" withTableBorder aria-label="Settlement facts">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={150}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Net amount per currency over every instruction, exact. */
export function CurrencyTotalsTable({ totals }: { totals: CurrencyTotal[] }) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" aria-label="Net per currency">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Currency</Table.Th>
            <Table.Th ta="right">Instructions</Table.Th>
            <Table.Th ta="right">Net amount</Table.Th>
            <Table.Th ta="right">Net USD value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {totals.map((total) => (
            <Table.Tr key={total.currency}>
              <Table.Th scope="row">{total.currency}</Table.Th>
              <Table.Td ta="right">{total.instructions}</Table.Td>
              <Table.Td ta="right">
                <DecimalText value={total.net} />
              </Table.Td>
              <Table.Td ta="right">
                <DecimalText value={total.netUsd} />
                {total.missingUsd > 0 && total.netUsd !== undefined ? (
                  <Text size="xs" c="dimmed">
                    {total.missingUsd} without a USD value left out
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
