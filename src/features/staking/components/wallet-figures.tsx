import { Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { QueriesGate } from '../../../components/queries-gate';
import { StakeBreakdown } from '../../../components/stake-breakdown';
import { sumSentence } from '../../../components/wallet-sum-words';
import { stakePositionsOf, stakeSplit } from '../../../lib/stake-positions';
import { walletSums } from '../../../lib/wallet-figures';
import type { Readable } from '../../../shared/contracts/readable';
import type { Wallet } from '../../../shared/contracts/wallets';
import { stakesQueryOptions } from '../../reference-data/api/stake-queries';

function Figures({
  label,
  rows,
  currency,
}: {
  label: string;
  rows: readonly {
    label: string;
    meaning: string;
    value: Readable<string> | undefined;
    whole?: boolean;
  }[];
  currency: string;
}) {
  return (
    <Table layout="fixed" maw={560} verticalSpacing={4} aria-label={label}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label} fw={row.whole ? 600 : undefined}>
            <Table.Th scope="row" w="40%" fw="inherit">
              <span title={row.meaning}>{row.label}</span>
            </Table.Th>
            <Table.Td ta="right">
              {row.value === undefined ? (
                <Text span size="sm" c="dimmed">
                  not reported
                </Text>
              ) : (
                <AmountText value={row.value} currency={currency} label={row.label} />
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * The chosen wallet's figures in the order they add up, by the provider's definitions:
 * available and reserved make the balance; the stakes (active, pending, outstanding) make the
 * staked figure; the balance and the staked figure make the total. Each relation is checked
 * and said in words, including when the provider does not break a difference down.
 */
export function WalletFigures({ wallet, currency }: { wallet: Wallet; currency: string }) {
  const stakes = useQuery(stakesQueryOptions);
  const sums = walletSums(wallet);
  return (
    <Stack gap={4} aria-label="Balances">
      <Figures
        label="Balance"
        currency={currency}
        rows={[
          {
            label: 'Available',
            meaning: 'What can be withdrawn or staked now',
            value: wallet.available,
          },
          { label: 'Reserved', meaning: 'Held for orders in flight', value: wallet.reserve },
          {
            label: 'Balance',
            meaning: 'Available and reserved together; staked funds are outside it',
            value: wallet.balance,
            whole: true,
          },
        ]}
      />
      <Text size="sm" c="dimmed">
        {sumSentence(sums.balance, 'Available and reserved', 'balance', currency) ??
          'A figure could not be read, so available and reserved cannot be set beside the balance.'}
      </Text>
      <QueriesGate queries={[stakes]} data={stakes.data} pendingLabel="Loading stakes…">
        {(lists) => (
          <StakeBreakdown
            split={stakeSplit(stakePositionsOf(lists, wallet), wallet.stakeBalance)}
            stakeBalance={wallet.stakeBalance}
            currency={currency}
          />
        )}
      </QueriesGate>
      <Figures
        label="Total"
        currency={currency}
        rows={[
          {
            label: 'Total',
            meaning: 'The balance plus the staked funds',
            value: wallet.totalBalance,
            whole: true,
          },
        ]}
      />
      <Text size="sm" c="dimmed">
        {sumSentence(sums.total, 'The balance and the staked funds', 'total', currency) ??
          'The provider sent no total, or one that could not be read, for the balance and the staked funds to add up to.'}
      </Text>
    </Stack>
  );
}
