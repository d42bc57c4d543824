import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueriesGate } from '../../../components/queries-gate';
import { RouterAnchor } from '../../../components/router-anchor';
import { listableOrderTypes } from '../../../shared/contracts/list-orders-query';
import { walletOrdersQueryOptions } from '../api/wallet-orders-queries';
import type { Holding } from '../holdings';
import { walletOrdersQuery } from '../wallet-reserve';
import { WalletOrdersTable } from './wallet-orders-table';

const RECENT = 10;

/** The wallet's latest withdrawals and deposits, with the full list one click away. */
export function WalletMovements({ holding }: { holding: Holding }) {
  const filters = walletOrdersQuery(holding);
  const orders = useQuery(
    walletOrdersQueryOptions({
      orderTypes: [...listableOrderTypes],
      ...filters,
      limit: String(RECENT),
    }),
  );
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="wallet-movements">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="wallet-movements">
            Recent movements
          </Title>
          <RouterAnchor to="/orders" search={filters} size="sm">
            Every order of this wallet
          </RouterAnchor>
        </Group>
        <QueriesGate queries={[orders]} data={orders.data} pendingLabel="Loading movements…">
          {({ orders: recent }) =>
            recent.length === 0 ? (
              <Text size="sm">No withdrawal or deposit from this wallet yet.</Text>
            ) : (
              <WalletOrdersTable label="Recent movements" orders={recent} />
            )
          }
        </QueriesGate>
      </Stack>
    </Paper>
  );
}
