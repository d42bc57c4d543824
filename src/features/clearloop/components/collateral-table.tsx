import { Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconTrendingDown } from '@tabler/icons-react';
import { Timestamp } from '../../../components/timestamp';
import type { CollateralPosition } from '../collateral-position';
import { DecimalText } from './decimal-text';

const stateWords = {
  deficit: 'Deficit',
  excess: 'Excess',
  even: 'Exactly covered',
  unknown: 'Not reported',
  unreadable: 'Not known',
} as const;

/** Per settlement currency: buffer, collateral, uPnL and the excess or deficit, all exact. */
export function CollateralTable({
  exchangeName,
  positions,
}: {
  exchangeName: string;
  positions: CollateralPosition[];
}) {
  if (positions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The exchange reports no collateral.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" aria-label={`${exchangeName} collateral by settlement currency`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Currency</Table.Th>
            <Table.Th ta="right">Collateral balance</Table.Th>
            <Table.Th ta="right">uPnL</Table.Th>
            <Table.Th ta="right">uPnL excess / deficit</Table.Th>
            <Table.Th ta="right">Buffer</Table.Th>
            <Table.Th>Updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {positions.map((position) => (
            <CollateralRow key={position.currency} position={position} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function CollateralRow({ position }: { position: CollateralPosition }) {
  const deficit = position.state === 'deficit';
  return (
    <Table.Tr
      data-state={position.state}
      style={deficit ? { background: 'var(--mantine-color-red-light)' } : undefined}
    >
      <Table.Th scope="row" fw={600}>
        {position.currency}
      </Table.Th>
      <Table.Td ta="right">
        <DecimalText value={position.collateral} label="Collateral" />
      </Table.Td>
      <Table.Td ta="right">
        <DecimalText value={position.uPnL} label="Unrealised P&L" />
      </Table.Td>
      <Table.Td ta="right">
        <Stack gap={2} align="flex-end">
          <Group gap={6} wrap="nowrap">
            {deficit ? (
              <IconTrendingDown size={16} color="var(--status-text-red)" aria-hidden />
            ) : null}
            <Text
              span
              size="xs"
              fw={700}
              c={deficit ? 'var(--status-text-red)' : 'dimmed'}
              tt="uppercase"
            >
              {stateWords[position.state]}
            </Text>
            <DecimalText
              value={position.excessDeficit}
              tone={deficit ? 'deficit' : undefined}
              fw={deficit ? 700 : undefined}
              label="Excess/deficit"
            />
          </Group>
          {position.unreadable !== undefined ? (
            <Text size="xs" c="var(--status-text-orange)">
              Neither excess nor deficit can be told: {position.unreadable}
            </Text>
          ) : null}
          {position.derived ? (
            <Text size="xs" c="dimmed">
              computed as collateral − uPnL
            </Text>
          ) : null}
          {position.recomputed !== undefined ? (
            <Group gap={4} wrap="nowrap">
              <IconAlertTriangle size={14} color="var(--status-text-orange)" aria-hidden />
              <Text size="xs" c="var(--status-text-orange)">
                Exchange figure; collateral − uPnL is {position.recomputed}
              </Text>
            </Group>
          ) : null}
        </Stack>
      </Table.Td>
      <Table.Td ta="right">
        <DecimalText
          value={position.buffer}
          suffix={position.buffer ? '%' : undefined}
          label="Buffer"
        />
      </Table.Td>
      <Table.Td>
        <Timestamp value={position.updatedAt} label="Collateral updated" />
      </Table.Td>
    </Table.Tr>
  );
}
