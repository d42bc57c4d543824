import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { QueriesGate } from '../../../components/queries-gate';
import { StakeBreakdown } from '../../../components/stake-breakdown';
import { Timestamp } from '../../../components/timestamp';
import { stakePositionsOf, stakeSplit } from '../../../lib/stake-positions';
import { isUnreadable, type Readable } from '../../../shared/contracts/readable';
import type { Wallet } from '../../../shared/contracts/wallets';
import { stakesQueryOptions } from '../../reference-data/api/stake-queries';
import { usePendingEndRefresh } from '../../reference-data/api/use-pending-end-refresh';
import { HOLDINGS_REFRESH_MS } from '../holdings';

/** Whether a staked figure is anything but zero (an unreadable one might be). */
function hasStake(stakeBalance: Readable<string> | undefined): boolean {
  return (
    stakeBalance !== undefined && (isUnreadable(stakeBalance) || !/^0(\.0*)?$/.test(stakeBalance))
  );
}

/** The wallet's stakes, one row each, as the provider's three stake reads list them. */
export function WalletStakes({ wallet, currency }: { wallet: Wallet; currency: string }) {
  const stakes = useQuery({ ...stakesQueryOptions, refetchInterval: HOLDINGS_REFRESH_MS });
  // A stake moving from pending to active is announced by no live event (see the hook).
  const positions = stakes.data && stakePositionsOf(stakes.data, wallet);
  const pendingEnds = (positions ?? [])
    .filter((position) => position.kind === 'pending')
    .map((position) => position.until);
  usePendingEndRefresh(pendingEnds, stakes.dataUpdatedAt, stakes.refetch);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="wallet-stakes">
      <Stack gap="xs">
        <Title order={2} size="h4" id="wallet-stakes">
          Stakes
        </Title>
        <QueriesGate queries={[stakes]} data={positions} pendingLabel="Loading stakes…">
          {(positions) => {
            if (positions.length === 0 && !hasStake(wallet.stakeBalance))
              return <Text size="sm">Nothing of this wallet is staked.</Text>;
            return (
              <>
                {positions.length === 0 ? (
                  <Text size="sm">The provider lists no stake for this wallet.</Text>
                ) : (
                  <Table.ScrollContainer minWidth={560}>
                    <Table verticalSpacing={4} aria-label="Stakes of this wallet">
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>Status</Table.Th>
                          <Table.Th ta="right">Amount</Table.Th>
                          <Table.Th>Validator</Table.Th>
                          <Table.Th>Until</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {positions.map((position) => (
                          <Table.Tr key={position.key}>
                            <Table.Td>{position.status}</Table.Td>
                            <Table.Td ta="right">
                              {position.amount === undefined ? (
                                <Text span size="sm" c="dimmed">
                                  not reported
                                </Text>
                              ) : (
                                <AmountText value={position.amount} currency={currency} />
                              )}
                            </Table.Td>
                            <Table.Td>{position.validator ?? 'not named by the provider'}</Table.Td>
                            <Table.Td>
                              {position.until === undefined ? (
                                '—'
                              ) : (
                                <Timestamp value={position.until} toMinute label="Until" />
                              )}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
                <StakeBreakdown
                  split={stakeSplit(positions, wallet.stakeBalance)}
                  stakeBalance={wallet.stakeBalance}
                  currency={currency}
                />
              </>
            );
          }}
        </QueriesGate>
      </Stack>
    </Paper>
  );
}
