import { ReadableText } from '../../../components/unreadable-value';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AmountText } from '../../../components/amount-text';
import { Timestamp } from '../../../components/timestamp';
import type {
  LoanAllocation,
  LoanCollateral,
  LoanCounterparty,
} from '../../../shared/contracts/loan-embedded-items';
import type { Loan } from '../../../shared/contracts/loans';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { allocationStatusTone, inWords } from '../loan-facts';
import { PartyId, WordsBadge } from './loan-cells';
import { WideTable } from '../../../components/wide-table';

type Portfolios = ReadonlyMap<string, Portfolio> | undefined;

/** Our portfolio by name; the other side's (obfuscated) id as the API gives it. */
export function PortfolioRef({
  id,
  portfolios,
}: {
  id: string | undefined;
  portfolios: Portfolios;
}) {
  const portfolio = id === undefined ? undefined : portfolios?.get(id);
  return portfolio ? (
    <Text size="sm" title={portfolio.portfolioId}>
      {portfolio.portfolioName}
    </Text>
  ) : (
    <PartyId value={id} />
  );
}

function EmbedTable({
  label,
  headers,
  children,
}: {
  label: string;
  headers: string[];
  children: ReactNode;
}) {
  return (
    <WideTable minWidth={800} striped verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </WideTable>
  );
}

export function CollateralsTable({
  collaterals,
  portfolios,
}: {
  collaterals: LoanCollateral[];
  portfolios: Portfolios;
}) {
  return (
    <EmbedTable
      label="Collaterals"
      headers={['Amount', 'Network', 'Portfolio', 'Pending', 'Created', 'Updated', 'Collateral id']}
    >
      {collaterals.map((collateral) => (
        <Table.Tr key={collateral.collateralId}>
          <Table.Td>
            <AmountText value={collateral.amount} currency={collateral.currency} />
          </Table.Td>
          <Table.Td>
            <ReadableText value={collateral.mainCurrency} label="Network" />
          </Table.Td>
          <Table.Td>
            <PortfolioRef id={collateral.portfolioId} portfolios={portfolios} />
          </Table.Td>
          <Table.Td>
            {collateral.unrealisedAmount === undefined ? (
              '—'
            ) : (
              <AmountText value={collateral.unrealisedAmount} currency={collateral.currency} />
            )}
          </Table.Td>
          <Table.Td>
            <Timestamp value={collateral.createdAt} />
          </Table.Td>
          <Table.Td>
            <Timestamp value={collateral.updatedAt} />
          </Table.Td>
          <Table.Td>
            <PartyId value={collateral.collateralId} />
          </Table.Td>
        </Table.Tr>
      ))}
    </EmbedTable>
  );
}

export function CounterpartiesTable({
  loan,
  counterparties,
}: {
  loan: Loan;
  counterparties: LoanCounterparty[];
}) {
  return (
    <EmbedTable
      label="Counterparties"
      headers={['Name', 'Role', 'Type', 'Network tag', 'Tags', 'Description', 'Counterparty id']}
    >
      {counterparties.map((counterparty) => (
        <Table.Tr key={counterparty.counterpartyId}>
          <Table.Td>{counterparty.counterpartyName}</Table.Td>
          <Table.Td>
            {counterparty.counterpartyId === loan.lenderCounterpartyId
              ? 'Lender'
              : counterparty.counterpartyId === loan.borrowerCounterpartyId
                ? 'Borrower'
                : 'Other party'}
          </Table.Td>
          <Table.Td>{inWords(counterparty.counterpartyType)}</Table.Td>
          <Table.Td>{counterparty.networkTag}</Table.Td>
          <Table.Td>{counterparty.tags?.length ? counterparty.tags.join(', ') : '—'}</Table.Td>
          <Table.Td>{counterparty.counterpartyDescription ?? '—'}</Table.Td>
          <Table.Td>
            <PartyId value={counterparty.counterpartyId} />
          </Table.Td>
        </Table.Tr>
      ))}
    </EmbedTable>
  );
}

export function AllocationsTable({
  allocations,
  portfolios,
}: {
  allocations: LoanAllocation[];
  portfolios: Portfolios;
}) {
  return (
    <EmbedTable
      label="Allocations"
      headers={[
        'Type',
        'Status',
        'Amount',
        'From',
        'To',
        'Order',
        'Created',
        'Accepted',
        'Confirmed',
        'Failure',
      ]}
    >
      {allocations.map((allocation) => (
        <Table.Tr key={allocation.loanAllocationId}>
          <Table.Td>{inWords(allocation.allocationType)}</Table.Td>
          <Table.Td>
            <WordsBadge value={allocation.status} tone={allocationStatusTone(allocation.status)} />
          </Table.Td>
          <Table.Td>
            <AmountText value={allocation.amount} currency={allocation.currency} />
          </Table.Td>
          <Table.Td>
            <PortfolioRef id={allocation.fromPortfolioId} portfolios={portfolios} />
          </Table.Td>
          <Table.Td>
            <PortfolioRef id={allocation.toPortfolioId} portfolios={portfolios} />
          </Table.Td>
          <Table.Td>
            <PartyId value={allocation.orderId ?? allocation.counterpartyOrderId} />
          </Table.Td>
          <Table.Td>
            <Timestamp value={allocation.createdAt} />
          </Table.Td>
          <Table.Td>
            <Timestamp value={allocation.extra?.acceptedAt} />
          </Table.Td>
          <Table.Td>
            <Timestamp value={allocation.extra?.confirmedAt} />
          </Table.Td>
          <Table.Td>{allocation.externalFailureDescription ?? '—'}</Table.Td>
        </Table.Tr>
      ))}
    </EmbedTable>
  );
}
