import { Table, Text } from '@mantine/core';
import type { StakeKind, StakeSplit } from '../lib/stake-positions';
import type { Readable } from '../shared/contracts/readable';
import { AmountText } from './amount-text';
import { stakeSumSentence } from './wallet-sum-words';

/** The three states of a stake, each with its label and what it means, in the order shown. */
export const stakeKindWords: readonly { kind: StakeKind; label: string; meaning: string }[] = [
  { kind: 'active', label: 'Active', meaning: 'Staked with a validator and earning rewards' },
  {
    kind: 'pending',
    label: 'Pending',
    meaning: 'Bonding, unbonding or moving between validators',
  },
  {
    kind: 'outstanding',
    label: 'Outstanding',
    meaning: 'Waiting for one more operation, such as completing a withdrawal',
  },
];

/**
 * The staked figure taken apart: the provider's active, pending and outstanding stakes of one
 * wallet, each summed exactly, then the wallet's own staked figure, and whether they agree.
 */
export function StakeBreakdown({
  split,
  stakeBalance,
  currency,
}: {
  /** The stakes summed by state, and set beside the staked figure (see `stakeSplit`). */
  split: StakeSplit;
  stakeBalance: Readable<string> | undefined;
  currency: string;
}) {
  return (
    <>
      <Table layout="fixed" maw={560} verticalSpacing={4} aria-label="Staked, by state">
        <Table.Tbody>
          {stakeKindWords.map(({ kind, label, meaning }) => {
            const sum = split.byKind[kind];
            return (
              <Table.Tr key={kind}>
                <Table.Th scope="row" w="40%" fw="normal">
                  <span title={meaning}>{label}</span>
                </Table.Th>
                <Table.Td ta="right">
                  {sum === undefined ? (
                    <Text span size="sm" c="dimmed">
                      an amount could not be read
                    </Text>
                  ) : (
                    <AmountText value={sum} currency={currency} label={label} />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
          <Table.Tr fw={600}>
            <Table.Th scope="row" fw="inherit">
              Staked
            </Table.Th>
            <Table.Td ta="right">
              {stakeBalance === undefined ? (
                <Text span size="sm" c="dimmed">
                  not reported
                </Text>
              ) : (
                <AmountText value={stakeBalance} currency={currency} label="Staked" />
              )}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed">
        {stakeSumSentence(split.staked, currency)}
      </Text>
    </>
  );
}
