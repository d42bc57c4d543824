import { Table, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Loan } from '../../../shared/contracts/loans';
import { inWords } from '../loan-facts';
import { LoanLink } from './loan-cells';

/**
 * A row of the risk board that opens its loan when clicked anywhere; the link in
 * its first cell does the same from the keyboard.
 */
export function RiskRow({ loan, children }: { loan: Loan; children: ReactNode }) {
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
