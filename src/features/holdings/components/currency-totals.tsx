import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import { WideTable } from '../../../components/wide-table';
import type { CurrencyTotal, FieldSum } from '../holding-totals';
import { balanceFields } from '../holdings';
import { UnfoldButton, useFold } from './fold';
import { balanceLabels, balanceMeanings } from './holdings-columns';

/** Currencies a totals table lists before "Show all" (see `useFold`): more than most hold. */
export const FOLDED_CURRENCIES = 40;

/** A sum, with what it could not count said beside it rather than hidden in it. */
export function SumText({ sum, currency }: { sum: FieldSum; currency?: string }) {
  return (
    <>
      <AmountText value={sum.sum} currency={currency} />
      {sum.unreadable > 0 ? (
        <Text size="xs" c="var(--status-text-orange)">
          {sum.unreadable === 1
            ? '1 wallet left out: unreadable'
            : `${sum.unreadable} wallets left out: unreadable`}
        </Text>
      ) : null}
    </>
  );
}

/** One row per currency, headed by its code, with its `cells` after the code. */
export function CurrencyRows({
  totals,
  cells,
}: {
  totals: readonly CurrencyTotal[];
  cells: (total: CurrencyTotal) => ReactNode;
}) {
  return (
    <Table.Tbody>
      {totals.map((total) => (
        <Table.Tr key={total.currency} data-currency={total.currency}>
          <Table.Th scope="row" fw={600}>
            {total.currency}
          </Table.Th>
          {cells(total)}
        </Table.Tr>
      ))}
    </Table.Tbody>
  );
}

/** Each currency's exact totals across the wallets shown, one row per currency. */
export function CurrencyTotals({ totals }: { totals: readonly CurrencyTotal[] }) {
  const fold = useFold(totals, FOLDED_CURRENCIES);
  return (
    <>
      <WideTable
        minWidth={760}
        stickyFirstColumn
        aria-label="Totals by currency"
        verticalSpacing={6}
        horizontalSpacing={8}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Currency</Table.Th>
            <Table.Th>Networks</Table.Th>
            <Table.Th ta="right">Wallets</Table.Th>
            {balanceFields.map((field) => (
              <Table.Th key={field} ta="right" title={balanceMeanings[field]}>
                {balanceLabels[field]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <CurrencyRows
          totals={fold.shown}
          cells={(total) => (
            <>
              <Table.Td>{total.networks.join(', ')}</Table.Td>
              <Table.Td ta="right">{total.wallets}</Table.Td>
              {balanceFields.map((field) => (
                <Table.Td key={field} ta="right" data-field={field}>
                  <SumText sum={total.sums[field]} />
                </Table.Td>
              ))}
            </>
          )}
        />
      </WideTable>
      <UnfoldButton fold={fold} total={totals.length} />
    </>
  );
}
