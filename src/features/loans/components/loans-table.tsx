import { Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { AmountText } from '../../../components/amount-text';
import type { Loan } from '../../../shared/contracts/loans';
import { inWords, loanSideOf, otherCounterpartyId } from '../loan-facts';
import type { LoansSearch } from '../loans-search';
import { InterestRate, LoanLink, LoanStatusBadge, LtvCell, MaturityCell } from './loan-cells';
import {
  AllocationsCell,
  ChildLoansCell,
  CollateralsCell,
  CounterpartiesCell,
  CounterpartyCell,
  InterestCell,
  shortId,
} from './loan-embed-cells';
import { WideTable } from '../../../components/wide-table';

interface IncludeColumn {
  flag: keyof LoansSearch;
  header: string;
  cell: (loan: Loan) => ReactNode;
}

const includeColumns: IncludeColumn[] = [
  {
    flag: 'includeCollaterals',
    header: 'Collaterals',
    cell: (loan) => <CollateralsCell loan={loan} />,
  },
  {
    flag: 'includeCounterparties',
    header: 'Counterparties',
    cell: (loan) => <CounterpartiesCell loan={loan} />,
  },
  {
    flag: 'includeChildLoans',
    header: 'Child loans',
    cell: (loan) => <ChildLoansCell loan={loan} />,
  },
  {
    flag: 'includeLoanAllocations',
    header: 'Allocations',
    cell: (loan) => <AllocationsCell loan={loan} />,
  },
  { flag: 'includeLoanInterest', header: 'Interest', cell: (loan) => <InterestCell loan={loan} /> },
];

const sideWords = { lend: 'We lend', borrow: 'We borrow' } as const;

/** One page of loans; each include toggle adds its column. */
export function LoansTable({
  loans,
  organizationId,
  search,
  now,
}: {
  loans: Loan[];
  organizationId: string;
  search: LoansSearch;
  now: number;
}) {
  const extraColumns = includeColumns.filter((column) => search[column.flag] === true);
  return (
    <WideTable
      // Dates, thresholds and long names wrap: the default columns fit 1,280 px beside the menu.
      minWidth={960 + extraColumns.length * 160}
      striped
      highlightOnHover
      stickyHeader
      verticalSpacing="xs"
      horizontalSpacing={8}
      aria-label="Loans"
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Loan</Table.Th>
          <Table.Th>Type and side</Table.Th>
          <Table.Th>Counterparty</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th>Interest rate</Table.Th>
          <Table.Th>LTV and thresholds</Table.Th>
          <Table.Th>Maturity</Table.Th>
          <Table.Th>Status</Table.Th>
          {extraColumns.map((column) => (
            <Table.Th key={column.flag}>{column.header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {loans.map((loan) => {
          const side = loanSideOf(loan, organizationId);
          return (
            <Table.Tr key={loan.loanId}>
              <Table.Td>
                <LoanLink loan={loan} />
                <Text size="xs" c="dimmed" ff="monospace" title={loan.loanId}>
                  {shortId(loan.loanId)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm">{inWords(loan.loanType)}</Text>
                  <Text size="xs" c="dimmed">
                    {side ? sideWords[side] : 'Not a party'}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <CounterpartyCell
                  loan={loan}
                  counterpartyId={otherCounterpartyId(loan, organizationId)}
                />
              </Table.Td>
              <Table.Td ta="right">
                <AmountText value={loan.amount} currency={loan.currency} wrap />
              </Table.Td>
              <Table.Td>
                <InterestRate bps={loan.interestRate} />
              </Table.Td>
              <Table.Td>
                <LtvCell loan={loan} />
              </Table.Td>
              <Table.Td>
                <MaturityCell maturityDate={loan.maturityDate} now={now} />
              </Table.Td>
              <Table.Td>
                <LoanStatusBadge status={loan.status} wrap />
              </Table.Td>
              {extraColumns.map((column) => (
                <Table.Td key={column.flag}>{column.cell(loan)}</Table.Td>
              ))}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </WideTable>
  );
}
