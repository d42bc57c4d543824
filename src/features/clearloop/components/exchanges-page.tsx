import { UnreadableItemsNotice } from '../../../components/left-out-note';
import { Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../../components/page-header';
import { RefreshAction } from '../../../components/refresh-action';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import { describeError } from '../../../lib/describe-error';
import { exchangesQueryOptions, refreshIntervals } from '../api/clearloop-queries';
import { exchangeCollateralOf } from '../collateral-position';
import { CollateralCharts } from './collateral-chart';
import { ExchangePanel } from './exchange-panel';
import { StatusAlert } from '../../../components/status-alert';

export function ExchangesPage() {
  const exchanges = useQuery(exchangesQueryOptions);
  const list = exchanges.data?.clearLoopExchanges ?? [];
  const inMarginCall = list.filter((exchange) => exchangeCollateralOf(exchange).marginCall);

  return (
    <Stack gap="lg">
      <PageHeader
        title="ClearLoop exchanges"
        description="Collateral each exchange holds against its clients' unrealised P&L, and when it next settles."
        actions={
          <RefreshAction
            query={exchanges}
            note={`refreshes every ${refreshIntervals.exchanges / 1000} s while open`}
          />
        }
      />
      {exchanges.isPending ? <PendingState label="Loading exchanges…" /> : null}
      {exchanges.isError && !exchanges.data ? (
        <ErrorState error={exchanges.error} onRetry={() => void exchanges.refetch()} />
      ) : null}
      {exchanges.isError && exchanges.data ? <StaleWarning error={exchanges.error} /> : null}
      {exchanges.data ? (
        <UnreadableItemsNotice
          items={exchanges.data.unreadableItems}
          noun={{ one: 'exchange', many: 'exchanges' }}
        />
      ) : null}
      {exchanges.data && list.length === 0 && exchanges.data.unreadableItems.length === 0 ? (
        <EmptyState title="No ClearLoop exchanges">
          The organization is not connected to any ClearLoop exchange.
        </EmptyState>
      ) : null}
      {inMarginCall.length > 0 ? (
        <Text fw={600} c="var(--status-text-red)" role="status">
          {inMarginCall.length === 1 ? '1 exchange faces' : `${inMarginCall.length} exchanges face`}{' '}
          a margin call: {inMarginCall.map((exchange) => exchange.name).join(', ')}.
        </Text>
      ) : null}
      {list.map((exchange) => (
        <ExchangePanel key={exchange.exchangeId} exchange={exchange} />
      ))}
      {list.length > 0 ? (
        <Stack gap="sm" component="section" aria-labelledby="collateral-charts-heading">
          <Title order={2} size="h3" id="collateral-charts-heading">
            Collateral against uPnL
          </Title>
          <Text size="sm" c="dimmed">
            One chart per settlement currency, since amounts in different currencies do not compare.
            Bars are approximate; the tables beside them hold the exact figures.
          </Text>
          <CollateralCharts exchanges={list} />
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A background refresh failed: the figures on screen are from the last good answer. */
function StaleWarning({ error }: { error: unknown }) {
  const { title, detail } = describeError(error);
  return (
    <StatusAlert
      color="orange"
      icon={<IconAlertTriangle aria-hidden />}
      title={`Could not refresh: ${title}`}
    >
      <Text size="sm">{detail} The figures below are from the last successful update.</Text>
    </StatusAlert>
  );
}
