import { Group, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { UnreadableItemsNotice } from '../../../components/left-out-note';
import { EmptyState } from '../../../components/page-states';
import { totalsByCurrency, totalsByPortfolio } from '../holding-totals';
import type { Holding } from '../holdings';
import { StakedByState, type StakesNote } from './currency-stake-totals';
import { CurrencyTotals } from './currency-totals';
import { holdingColumns } from './holdings-columns';
import { PortfolioTotals } from './portfolio-totals';

/**
 * The wallets the filters let through (`all` counts every wallet): their totals by currency and
 * by state of stake, the wallets themselves, and each portfolio's totals.
 */
export function HoldingsView({
  all,
  holdings,
  unreadableWallets,
  stakesNote: note,
}: {
  all: number;
  holdings: Holding[];
  unreadableWallets: Parameters<typeof UnreadableItemsNotice>[0]['items'];
  stakesNote: StakesNote | undefined;
}) {
  const byCurrency = useMemo(() => totalsByCurrency(holdings), [holdings]);
  const byPortfolio = useMemo(() => totalsByPortfolio(holdings), [holdings]);
  return (
    <Stack gap="lg">
      <UnreadableItemsNotice items={unreadableWallets} noun={{ one: 'wallet', many: 'wallets' }} />
      {holdings.length === 0 ? (
        <EmptyState title={all === 0 ? 'No wallets' : 'No wallet matches these filters'}>
          {all === 0
            ? 'The API lists no wallets for this organization.'
            : `${all} wallets are hidden by the filters above.`}
        </EmptyState>
      ) : (
        <>
          <Stack gap="xs" component="section" aria-labelledby="totals-by-currency">
            <Title order={2} size="h4" id="totals-by-currency">
              Totals by currency
            </Title>
            <CurrencyTotals totals={byCurrency.totals} />
            {byCurrency.unreadable > 0 ? (
              <Text size="xs" c="var(--status-text-orange)">
                {byCurrency.unreadable === 1
                  ? '1 wallet has an unreadable currency and is in no total.'
                  : `${byCurrency.unreadable} wallets have an unreadable currency and are in no total.`}
              </Text>
            ) : null}
          </Stack>
          <StakedByState totals={byCurrency.totals} note={note} />
          <Stack gap="xs" component="section" aria-labelledby="wallets-heading">
            <Group justify="space-between">
              <Title order={2} size="h4" id="wallets-heading">
                Wallets
              </Title>
              <Text size="sm" c="dimmed">
                {holdings.length === all
                  ? `${all} wallets`
                  : `${holdings.length} of ${all} wallets`}
              </Text>
            </Group>
            <DataTable
              label="Wallets"
              data={holdings}
              columns={holdingColumns}
              getRowId={(holding) => holding.walletId}
              maxHeight="min(60dvh, 720px)"
              stickyFirstColumn
            />
            {holdings.some((holding) => holding.totalIsSum) ? (
              <Text size="xs" c="dimmed">
                * The provider sent no total for this wallet: it is its balance plus staked.
              </Text>
            ) : null}
          </Stack>
          <Stack gap="xs" component="section" aria-labelledby="totals-by-portfolio">
            <Title order={2} size="h4" id="totals-by-portfolio">
              Totals by portfolio
            </Title>
            <PortfolioTotals portfolios={byPortfolio} />
          </Stack>
        </>
      )}
    </Stack>
  );
}
