import { Group, Paper, Select, Stack, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { portfolioTypeInWords } from '../../../components/order-type-words';
import { PageHeader } from '../../../components/page-header';
import { RefreshAction } from '../../../components/refresh-action';
import { QueriesGate } from '../../../components/queries-gate';
import { portfolioTypes } from '../../../shared/contracts/orders';
import { isUnreadable } from '../../../shared/contracts/readable';
import {
  portfoliosQueryOptions,
  walletsQueryOptions,
} from '../../reference-data/api/reference-queries';
import { stakesQueryOptions } from '../../reference-data/api/stake-queries';
import { usePendingEndRefresh } from '../../reference-data/api/use-pending-end-refresh';
import { HOLDINGS_REFRESH_MS, holdingOf, orderedHoldings, shownHoldings } from '../holdings';
import { stakesOfWallets } from '../holding-stakes';
import type { HoldingsSearch } from '../holdings-search';
import { BalanceMinimumsSection } from './balance-minimums-section';
import { stakesNote } from './currency-stake-totals';
import { HoldingsView } from './holdings-view';

const typeOptions = portfolioTypes.map((type) => ({
  value: type,
  label: portfolioTypeInWords(type),
}));

/**
 * /holdings: what the organization holds, where, what can move and what is spoken for. Every
 * wallet from GET /wallets with its portfolio by name, totals per currency and per portfolio
 * (exact decimal sums; no prices, as the provider's wallets carry none), filtered by the URL.
 */
export function HoldingsPage({ search }: { search: HoldingsSearch }) {
  const wallets = useQuery({ ...walletsQueryOptions(), refetchInterval: HOLDINGS_REFRESH_MS });
  const portfolios = useQuery(portfoliosQueryOptions);
  // One read of each stake kind for every wallet; the page shows without it (see StakeNote).
  const stakes = useQuery({ ...stakesQueryOptions, refetchInterval: HOLDINGS_REFRESH_MS });
  const pendingEnds = useMemo(
    () => (stakes.data?.pendingStakes ?? []).map((stake) => stake.pendingStake?.pendingEndsAt),
    [stakes.data],
  );
  usePendingEndRefresh(pendingEnds, stakes.dataUpdatedAt, stakes.refetch);
  const navigate = useNavigate();
  const update = (patch: Partial<HoldingsSearch>) =>
    void navigate({ to: '/holdings', search: { ...search, ...patch }, replace: true });

  const holdings = useMemo(() => {
    if (!wallets.data || !portfolios.data) return undefined;
    const stakesOf = stakes.data && stakesOfWallets(stakes.data);
    return orderedHoldings(
      wallets.data.wallets.map((wallet) => holdingOf(wallet, portfolios.data, stakesOf)),
    );
  }, [wallets.data, portfolios.data, stakes.data]);
  // A new list recomputes the totals below: only when the wallets or the filters change, not
  // on every render (a refresh's status, a select's typing).
  const { portfolioType, currency, hideEmpty } = search;
  const shown = useMemo(
    () => holdings && shownHoldings(holdings, { portfolioType, currency, hideEmpty }),
    [holdings, portfolioType, currency, hideEmpty],
  );
  const currencyOptions = useMemo(() => {
    const codes = new Set<string>();
    for (const holding of holdings ?? []) {
      if (!isUnreadable(holding.currency)) codes.add(holding.currency);
    }
    return [...codes].sort();
  }, [holdings]);

  return (
    <Stack gap="md">
      <PageHeader
        title="Holdings"
        description="Every wallet of every portfolio: what it holds, what can move now, and what is reserved, locked or staked. Amounts are exact; no prices are shown, as the provider’s wallets carry none."
        actions={
          <RefreshAction
            query={wallets}
            note={`refreshes every ${HOLDINGS_REFRESH_MS / 1000} s while open`}
          />
        }
      />
      <Paper withBorder p="md">
        <Group gap="md" align="flex-end">
          <Select
            label="Portfolio type"
            placeholder="All types"
            data={typeOptions}
            value={search.portfolioType ?? null}
            onChange={(value) =>
              update({ portfolioType: typeOptions.find((o) => o.value === value)?.value })
            }
            clearable
            w={200}
          />
          <Select
            label="Currency"
            placeholder="All currencies"
            data={currencyOptions}
            value={search.currency ?? null}
            onChange={(value) => update({ currency: value ?? undefined })}
            searchable
            clearable
            w={200}
          />
          <Switch
            label="Hide empty wallets"
            checked={search.hideEmpty === true}
            onChange={(event) =>
              update({ hideEmpty: event.currentTarget.checked ? true : undefined })
            }
            mb={8}
          />
        </Group>
      </Paper>
      <QueriesGate queries={[wallets, portfolios]} data={holdings} pendingLabel="Loading wallets…">
        {(all) => (
          <HoldingsView
            all={all.length}
            holdings={shown ?? []}
            unreadableWallets={wallets.data?.unreadableItems ?? []}
            stakesNote={stakesNote(stakes)}
          />
        )}
      </QueriesGate>
      <BalanceMinimumsSection holdings={holdings ?? []} currencies={currencyOptions} />
    </Stack>
  );
}
