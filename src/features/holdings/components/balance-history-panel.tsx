import { Paper, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/page-states';
import { RecordedHistoryChart, RecordedHistoryPanel } from '../../../components/recorded-history';
import { samplingWords, type HistoryPeriod } from '../../../lib/history-periods';
import { balanceHistoryQueryOptions } from '../api/balance-history-queries';
import { balanceChartData, type BalanceChartData } from '../balance-history-chart';

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
    <RecordedHistoryPanel
      titleId="balance-history-title"
      title="Balances over time"
      historyName="Balance history"
      loadingLabel="Loading the balance history…"
      recordedWhat="balances"
      history={history}
      period={period}
      onPeriodChange={setPeriod}
    >
      {(answer) =>
        answer.samples.length === 0 ? (
          <EmptyState title="No history recorded yet">
            The server records this wallet&apos;s balances {samplingWords(answer.sampleMinutes)} and
            keeps {answer.retentionDays} days.
          </EmptyState>
        ) : (
          <BalanceChart
            data={balanceChartData(answer.samples, currency)}
            sampling={samplingWords(answer.sampleMinutes)}
          />
        )
      }
    </RecordedHistoryPanel>
  );
}

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 3 });

function BalanceChart({ data, sampling }: { data: BalanceChartData; sampling: string }) {
  const first = data.points[0];
  const last = data.points.at(-1);
  const pointAt = new Map(data.points.map((point) => [point.at, point]));
  return (
    <Stack gap="xs">
      <RecordedHistoryChart
        testId="balance-history-chart"
        points={data.points}
        series={data.series}
        curveType="stepAfter"
        withDots={false}
        withLegend
        yAxisProps={{ width: 72, tickFormatter: (value: number) => compact.format(value) }}
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
