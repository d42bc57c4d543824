import { Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { stakeKindWords } from '../../../components/stake-breakdown';
import { WideTable } from '../../../components/wide-table';
import { isZeroDecimal } from '../../../lib/exact-sum';
import type { CurrencyTotal } from '../holding-totals';
import { CurrencyRows, FOLDED_CURRENCIES, SumText } from './currency-totals';
import { UnfoldButton, useFold } from './fold';

/** Why the staked figures are not taken apart by state, when they are not. */
export function stakesNote(stakes: { data?: unknown; isError: boolean }): StakesNote | undefined {
  if (stakes.data !== undefined) return undefined;
  return stakes.isError
    ? {
        failed: true,
        text: 'The provider’s stakes could not be read: staked figures are not taken apart by state. The page tries again on its next refresh.',
      }
    : {
        failed: false,
        text: 'Reading the provider’s stakes to take staked figures apart by state…',
      };
}

export interface StakesNote {
  failed: boolean;
  text: string;
}

/** Whether a currency has anything staked, or a stake that could not be counted. */
function isStaked(total: CurrencyTotal): boolean {
  const { staked } = total.sums;
  const states = total.stakes === undefined ? [] : Object.values(total.stakes);
  return [staked, ...states].some((sum) => sum.unreadable > 0 || !isZeroDecimal(sum.sum));
}

/**
 * The staked figure of each currency that has one, taken apart by state and summed exactly
 * across the wallets shown: its own table, so the totals above keep their width.
 */
function CurrencyStakeTotals({ totals }: { totals: readonly CurrencyTotal[] }) {
  const staked = useMemo(() => totals.filter(isStaked), [totals]);
  const fold = useFold(staked, FOLDED_CURRENCIES);
  if (staked.length === 0) {
    return <Text size="sm">Nothing of the wallets shown is staked.</Text>;
  }
  return (
    <>
      <WideTable
        minWidth={720}
        stickyFirstColumn
        aria-label="Staked by state, by currency"
        verticalSpacing={6}
        horizontalSpacing={8}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Currency</Table.Th>
            <Table.Th ta="right">Staked</Table.Th>
            {stakeKindWords.map(({ kind, label, meaning }) => (
              <Table.Th key={kind} ta="right" title={meaning}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <CurrencyRows
          totals={fold.shown}
          cells={(total) => (
            <>
              <Table.Td ta="right" data-field="staked">
                <SumText sum={total.sums.staked} />
              </Table.Td>
              {stakeKindWords.map(({ kind }) => (
                <Table.Td key={kind} ta="right" data-field={kind}>
                  {total.stakes === undefined ? (
                    <Text span size="xs" c="dimmed">
                      not read
                    </Text>
                  ) : (
                    <SumText sum={total.stakes[kind]} />
                  )}
                </Table.Td>
              ))}
            </>
          )}
        />
      </WideTable>
      <UnfoldButton fold={fold} total={staked.length} />
    </>
  );
}

/**
 * The "Staked by state" section: what each state means, the currencies' staked figures taken
 * apart, and, while the provider's stakes are missing, why they are not.
 */
export function StakedByState({
  totals,
  note,
}: {
  totals: readonly CurrencyTotal[];
  note: StakesNote | undefined;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="staked-by-state">
      <Title order={2} size="h4" id="staked-by-state">
        Staked by state
      </Title>
      <Text size="sm" c="dimmed">
        Active stakes earn rewards; pending ones are bonding, unbonding or moving between
        validators; outstanding ones wait for a claim or a completed withdrawal. Each wallet’s own
        split opens from its Staked figure below.
      </Text>
      {note === undefined ? (
        <CurrencyStakeTotals totals={totals} />
      ) : (
        <Text size="sm" c={note.failed ? 'var(--status-text-orange)' : 'dimmed'} role="status">
          {note.text}
        </Text>
      )}
    </Stack>
  );
}
