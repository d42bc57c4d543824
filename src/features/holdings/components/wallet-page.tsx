import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { NotFoundState } from '../../../components/page-states';
import { PageHeader } from '../../../components/page-header';
import { QueriesGate } from '../../../components/queries-gate';
import { RefreshAction } from '../../../components/refresh-action';
import { RouterAnchor } from '../../../components/router-anchor';
import { portfolioTypeInWords } from '../../../components/order-type-words';
import {
  portfoliosQueryOptions,
  walletsQueryOptions,
} from '../../reference-data/api/reference-queries';
import { HOLDINGS_REFRESH_MS, holdingOf } from '../holdings';
import { walletName } from '../wallet-name';
import { BalanceHistoryPanel } from './balance-history-panel';
import { WalletActions } from './wallet-actions';
import { WalletBalances } from './wallet-balances';
import { WalletMinimum } from './wallet-minimum';
import { WalletMovements } from './wallet-movements';
import { WalletReserveOrders } from './wallet-reserve-orders';
import { WalletStakes } from './wallet-stakes';

/**
 * /holdings/$walletId: one wallet's story. Its figures and how they add up, the orders in
 * flight that hold its reserve (with their sum beside the reserve), its latest movements, and
 * the wizards it can start with its portfolio and currency already chosen.
 */
export function WalletPage({ walletId }: { walletId: string }) {
  const wallets = useQuery({ ...walletsQueryOptions(), refetchInterval: HOLDINGS_REFRESH_MS });
  const portfolios = useQuery(portfoliosQueryOptions);
  const found = useMemo(() => {
    if (!wallets.data || !portfolios.data) return undefined;
    const wallet = wallets.data.wallets.find((candidate) => candidate.walletId === walletId);
    return { wallet, holding: wallet && holdingOf(wallet, portfolios.data) };
  }, [wallets.data, portfolios.data, walletId]);

  return (
    <QueriesGate queries={[wallets, portfolios]} data={found} pendingLabel="Loading the wallet…">
      {({ wallet, holding }) =>
        wallet === undefined || holding === undefined ? (
          <>
            <PageHeader title="Wallet" />
            <NotFoundState>
              The API lists no wallet with this id for the organization.{' '}
              <RouterAnchor to="/holdings">See every wallet</RouterAnchor>.
            </NotFoundState>
          </>
        ) : (
          <Stack gap="lg">
            <PageHeader
              title={`${walletName(holding)} · ${holding.portfolioName}`}
              description={
                <>
                  <RouterAnchor to="/holdings" size="sm">
                    All holdings
                  </RouterAnchor>
                  {holding.portfolioType === undefined
                    ? null
                    : ` · ${portfolioTypeInWords(holding.portfolioType)} portfolio`}
                </>
              }
              actions={
                <Stack gap="xs" align="flex-end">
                  <RefreshAction
                    query={wallets}
                    note={`refreshes every ${HOLDINGS_REFRESH_MS / 1000} s while open`}
                  />
                  <WalletActions holding={holding} />
                </Stack>
              }
            />
            <WalletBalances wallet={wallet} />
            <WalletStakes
              wallet={wallet}
              currency={typeof wallet.currency === 'string' ? wallet.currency : ''}
            />
            {typeof wallet.currency === 'string' ? (
              <WalletMinimum walletId={wallet.walletId} currency={wallet.currency} />
            ) : null}
            <BalanceHistoryPanel
              walletId={wallet.walletId}
              currency={typeof wallet.currency === 'string' ? wallet.currency : ''}
            />
            <WalletReserveOrders holding={holding} />
            <WalletMovements holding={holding} />
          </Stack>
        )
      }
    </QueriesGate>
  );
}
