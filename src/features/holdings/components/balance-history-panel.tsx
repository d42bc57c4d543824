import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { HistoryPeriodControl } from '../../../components/history-period-control';
import { LazyLineChart } from '../../../components/lazy-charts';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import { historyTimeTick, type HistoryPeriod } from '../../../lib/history-periods';
import { balanceHistoryQueryOptions } from '../api/balance-history-queries';
import { balanceChartData, type BalanceChartData } from '../balance-history-chart';

const samplingWords = (minutes: number) =>
  minutes === 1 ? 'every minute' : `every ${minutes} minutes`;

/** The wallet's balances as the server recorded them over time. */
export function BalanceHistoryPanel({
  walletId,
  currency,
}: {
  walletId: string;
  currency: string;
}) {
  const [period, setPeriod] = useState<HistoryPeriod>('6h');
  const history = useQuery(balanceHistoryQueryOptions(walletId, period));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="balance-history-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="balance-history-title">
            Balances over time
          </Title>
          <HistoryPeriodControl value={period} onChange={setPeriod} />
        </Group>
        {history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : history.isPending ? (
          <PendingState label="Loading the balance history…" />
        ) : history.data.sampleMinutes === 0 ? (
          <EmptyState title="Balance history is switched off on this server">
            It records balances only when LTV_SAMPLE_MINUTES is set above 0.
          </EmptyState>
        ) : history.data.samples.length === 0 ? (
          <EmptyState title="No history recorded yet">
            The server records this wallet&apos;s balances{' '}
            {samplingWords(history.data.sampleMinutes)} and keeps {history.data.retentionDays} days.
          </EmptyState>
        ) : (
          <BalanceChart
            data={balanceChartData(history.data.samples, currency)}
            sampling={samplingWords(history.data.sampleMinutes)}
          />
        )}
      </Stack>
    </Paper>
  );
}

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 3 });

function BalanceChart({ data, sampling }: { data: BalanceChartData; sampling: string }) {
  const first = data.points[0];
  const last = data.points.at(-1);
  const pointAt = new Map(data.points.map((point) => [point.at, point]));
  const spanMs = (last?.at ?? 0) - (first?.at ?? 0);
  return (
    <Stack gap="xs">
      <Box aria-hidden data-testid="balance-history-chart">
        <LazyLineChart
          h={260}
          data={data.points}
          dataKey="at"
          series={data.series}
          curveType="stepAfter"
          withDots={false}
          withLegend
          // Hidden from assistive technology (the summary below says the same), so nothing in it
          // may take focus: recharts' keyboard layer would.
          accessibilityLayer={false}
          strokeWidth={2}
          yAxisProps={{ width: 72, tickFormatter: (value: number) => compact.format(value) }}
          xAxisProps={{
            type: 'number',
            scale: 'time',
            domain: ['dataMin', 'dataMax'],
            tickFormatter: (value: number) => historyTimeTick(value, spanMs),
          }}
          tooltipProps={{
            // The exact figures, not the chart's rounded geometry.
            content: ({ label }: { label?: unknown }) => {
              const point = typeof label === 'number' ? pointAt.get(label) : undefined;
              if (point === undefined) return null;
              return (
                <Paper withBorder shadow="sm" p="xs">
                  <Text size="xs" fw={600}>
                    {point.timeText}
                  </Text>
                  {point.exact.map(({ label: name, text }) => (
                    <Text key={name} size="xs">
                      {name}: {text}
                    </Text>
                  ))}
                </Paper>
              );
            },
          }}
        />
      </Box>
      {first !== undefined && last !== undefined ? (
        <Text size="sm" data-testid="balance-history-summary">
          {data.points.length} readings from {first.timeText} to {last.timeText}; the latest:{' '}
          {data.latestText.join(', ')}.
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        Recorded by this dashboard&apos;s server {sampling}; the provider keeps only the current
        balances.
        {data.incomplete > 0
          ? ` ${data.incomplete} readings had a figure the provider sent unreadable; the line skips it there.`
          : ''}
        {data.seeded
          ? ' Sandbox: readings before this server started are replayed from the sandbox’s own order holds.'
          : ''}
      </Text>
    </Stack>
  );
}
