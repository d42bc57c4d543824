import { Table, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Loan } from '../../../shared/contracts/loans';
import { inWords } from '../loan-facts';
import { WideTable } from '../../../components/wide-table';
import { LoanLink, RatioText } from './loan-cells';

/**
 * A row of the risk board that opens its loan when clicked anywhere; the link in
 * its first cell does the same from the keyboard.
 */
function RiskRow({ loan, children }: { loan: Loan; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Table.Tr
      style={{ cursor: 'pointer' }}
      onClick={(event) => {
        // A click on the link itself is handled by the link.
        if (event.target instanceof Element && event.target.closest('a')) return;
        void navigate({ to: '/loans/$loanId', params: { loanId: loan.loanId } });
      }}
    >
      <Table.Td>
        <LoanLink loan={loan} />
        <Text size="xs" c="dimmed">
          {inWords(loan.loanType)}
        </Text>
      </Table.Td>
      {children}
    </Table.Tr>
  );
}

/**
 * A table of the risk board: the loan named first, then `headings`; a row per entry of `rows`
 * that opens its loan, its cells after the loan's from `children`.
 */
export function RiskTable<R>({
  label,
  minWidth,
  headings,
  rows,
  loanOf,
  children,
}: {
  label: string;
  minWidth: number;
  headings: ReactNode;
  rows: R[];
  loanOf: (row: R) => Loan;
  children: (row: R) => ReactNode;
}) {
  return (
    <WideTable minWidth={minWidth} highlightOnHover verticalSpacing="xs" aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Loan</Table.Th>
          {headings}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const loan = loanOf(row);
          return (
            <RiskRow key={loan.loanId} loan={loan}>
              {children(row)}
            </RiskRow>
          );
        })}
      </Table.Tbody>
    </WideTable>
  );
}

/** The loan's LTV now, as the provider reports it. */
export function LtvNowCell({ loan }: { loan: Loan }) {
  return (
    <Table.Td ta="right">
      <RatioText value={loan.debtRatio} />
    </Table.Td>
  );
}
