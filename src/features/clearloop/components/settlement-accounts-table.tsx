import { Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Timestamp } from '../../../components/timestamp';
import { portfoliosQueryOptions } from '../../reference-data/api/reference-queries';
import type { SettlementDetail } from '../../../shared/contracts/clearloop';
import { SettlementStatusBadge } from './settlement-status-badge';

/** Each client account's part of the cycle: portfolio, P&L attribution window and status. */
export function SettlementAccountsTable({ details }: { details: SettlementDetail[] }) {
  const portfolios = useQuery(portfoliosQueryOptions);
  if (details.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No client account takes part in this settlement.
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="xs" aria-label="Client accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Client account</Table.Th>
            <Table.Th>Exchange settlement id</Table.Th>
            <Table.Th>Portfolio</Table.Th>
            <Table.Th>P&amp;L attributed from</Table.Th>
            <Table.Th>P&amp;L attributed until</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {details.map((detail) => (
            <Table.Tr key={detail.exchangeSettlementId}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {detail.clientAccountId}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {detail.exchangeSettlementId}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {portfolios.data?.get(detail.portfolioId)?.portfolioName ?? detail.portfolioId}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {detail.portfolioId}
                </Text>
              </Table.Td>
              <Table.Td>
                <Timestamp value={detail.pnlAttributionStartTimestamp} />
              </Table.Td>
              <Table.Td>
                <Timestamp value={detail.pnlAttributionEndTimestamp} />
              </Table.Td>
              <Table.Td>
                {detail.status ? (
                  <SettlementStatusBadge status={detail.status} />
                ) : (
                  <Text size="sm">—</Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
