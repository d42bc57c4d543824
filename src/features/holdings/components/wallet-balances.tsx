import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { AmountText } from '../../../components/amount-text';
import type { Readable } from '../../../shared/contracts/readable';
import type { Wallet } from '../../../shared/contracts/wallets';
import { walletSums } from '../../../lib/wallet-figures';
import { sumSentence } from '../../../components/wallet-sum-words';
import { balanceMeanings } from './holdings-columns';

interface Figure {
  label: string;
  meaning: string;
  value: Readable<string> | undefined;
  /** A line the others add up to, set apart. */
  whole?: boolean;
}

function figuresOf(wallet: Wallet): Figure[] {
  return [
    { label: 'Available', meaning: balanceMeanings.available, value: wallet.available },
    { label: 'Reserved', meaning: balanceMeanings.reserve, value: wallet.reserve },
    {
      label: 'Balance',
      meaning: 'Available and reserved together; staked funds are outside it',
      value: wallet.balance,
      whole: true,
    },
    {
      label: 'of which locked for ClearLoop',
      meaning: balanceMeanings.locked,
      value: wallet.locked,
    },
    { label: 'Staked', meaning: balanceMeanings.staked, value: wallet.stakeBalance },
    { label: 'Total', meaning: balanceMeanings.total, value: wallet.totalBalance, whole: true },
  ];
}

/** The wallet's figures in the order they add up, with each relation checked in words. */
export function WalletBalances({ wallet }: { wallet: Wallet }) {
  const currency = typeof wallet.currency === 'string' ? wallet.currency : '';
  const sums = walletSums(wallet);
  const sentences = [
    sumSentence(sums.balance, 'Available and reserved', 'balance', currency),
    sumSentence(sums.total, 'The balance and the staked funds', 'total', currency),
  ].filter((sentence) => sentence !== null);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="wallet-figures">
      <Stack gap="xs">
        <Title order={2} size="h4" id="wallet-figures">
          Balances
        </Title>
        <Table layout="fixed" maw={560} verticalSpacing={4} aria-labelledby="wallet-figures">
          <Table.Tbody>
            {figuresOf(wallet).map((figure) => (
              <Table.Tr key={figure.label} fw={figure.whole ? 600 : undefined}>
                <Table.Th scope="row" w="40%" fw="inherit">
                  <span title={figure.meaning}>{figure.label}</span>
                </Table.Th>
                <Table.Td ta="right">
                  {figure.value === undefined ? (
                    <Text span size="sm" c="dimmed" title="The provider sent no figure">
                      —
                    </Text>
                  ) : (
                    <AmountText
                      value={figure.value}
                      currency={wallet.currency}
                      label={figure.label}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {sentences.map((sentence) => (
          <Text key={sentence} size="sm" c="dimmed">
            {sentence}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
