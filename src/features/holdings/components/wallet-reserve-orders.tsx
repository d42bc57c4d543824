import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueriesGate } from '../../../components/queries-gate';
import { formatDecimal } from '../../../lib/format-decimal';
import { reserveHoldingStatuses } from '../../../shared/contracts/orders';
import { readableText } from '../../../shared/contracts/readable';
import { walletOrdersQueryOptions } from '../api/wallet-orders-queries';
import type { Holding } from '../holdings';
import { compareReserve, walletOrdersQuery, type ReserveComparison } from '../wallet-reserve';
import { WalletOrdersTable } from './wallet-orders-table';

/** The largest page GET /orders gives: beyond it, the sum would leave orders out. */
const PAGE = 1000;

function comparisonInWords(comparison: ReserveComparison, currency: string): string {
  const amount = (value: string) => `${formatDecimal(value) ?? value} ${currency}`;
  switch (comparison.kind) {
    case 'matches':
      return `Together they hold ${amount(comparison.held)}: exactly the wallet’s reserve.`;
    case 'differs':
      return comparison.unexplained.startsWith('-')
        ? `Together they hold ${amount(comparison.held)}, more than the wallet’s reserve of ${amount(comparison.reserve)}: the provider has not reserved all of it yet, or has released part early.`
        : `Together they hold ${amount(comparison.held)}; the wallet’s reserve is ${amount(comparison.reserve)}. The other ${amount(comparison.unexplained)} is held for something that is not an order listed here, such as an order from before the list’s reach or a hold the provider made itself.`;
    case 'unreadable':
      return `${comparison.unreadableOrders === 1 ? '1 order has' : `${comparison.unreadableOrders} orders have`} an unreadable amount or fee, so their sum (${amount(comparison.held)} readable) cannot be set beside the reserve.`;
    case 'no-reserve-figure':
      return `Together they hold ${amount(comparison.held)}; the provider sent no reserve figure for this wallet to compare it with.`;
  }
}

/** The orders in flight that hold this wallet's reserve, and their sum beside the reserve. */
export function WalletReserveOrders({ holding }: { holding: Holding }) {
  const orders = useQuery(
    walletOrdersQueryOptions({
      orderTypes: ['withdraw'],
      statuses: reserveHoldingStatuses,
      ...walletOrdersQuery(holding),
      limit: String(PAGE),
    }),
  );
  const currency = readableText(holding.currency, 'Currency');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="wallet-reserve">
      <Stack gap="xs">
        <Title order={2} size="h4" id="wallet-reserve">
          What holds the reserve
        </Title>
        <QueriesGate queries={[orders]} data={orders.data} pendingLabel="Loading orders in flight…">
          {({ orders: inFlight }) => (
            <>
              {inFlight.length === 0 ? (
                <Text size="sm">No withdrawal from this wallet is in flight.</Text>
              ) : (
                <WalletOrdersTable label="Orders holding the reserve" orders={inFlight} withHolds />
              )}
              <Text size="sm" data-testid="reserve-comparison">
                {comparisonInWords(compareReserve(holding.reserve, inFlight), currency)}
              </Text>
              {inFlight.length >= PAGE ? (
                <Text size="sm" c="var(--status-text-orange)">
                  The provider lists at most {PAGE.toLocaleString('en-US')} orders at a time, so
                  more may hold this reserve than are summed here.
                </Text>
              ) : null}
            </>
          )}
        </QueriesGate>
      </Stack>
    </Paper>
  );
}
