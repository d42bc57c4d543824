import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyLineChart } from '../../../components/lazy-charts';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import { HistoryPeriodControl } from '../../../components/history-period-control';
import { historyTimeTick, type HistoryPeriod } from '../../../lib/history-periods';
import { ltvHistoryQueryOptions } from '../api/ltv-history-queries';
import { ltvChartData, samplingWords, type LtvChartData } from '../ltv-history-chart';

/** The loan's LTV as the server recorded it, with the loan's thresholds marked. */
export function LtvHistoryPanel({ loanId, carriesLtv }: { loanId: string; carriesLtv: boolean }) {
  const [period, setPeriod] = useState<HistoryPeriod>('6h');
  const history = useQuery(ltvHistoryQueryOptions(loanId, period));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ltv-history-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="ltv-history-title">
            LTV over time
          </Title>
          <HistoryPeriodControl value={period} onChange={setPeriod} />
        </Group>
        {history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : history.isPending ? (
          <PendingState label="Loading the LTV history…" />
        ) : history.data.sampleMinutes === 0 ? (
          <EmptyState title="LTV history is switched off on this server">
            It records readings only when LTV_SAMPLE_MINUTES is set above 0.
          </EmptyState>
        ) : history.data.samples.length === 0 && !carriesLtv ? (
          <EmptyState title="No LTV to record">
            This loan carries no LTV, so the server has no readings of it.
          </EmptyState>
        ) : history.data.samples.length === 0 ? (
          <EmptyState title="No history recorded yet">
            No history recorded yet — the server samples {samplingWords(history.data.sampleMinutes)}{' '}
            and keeps {history.data.retentionDays} days.
          </EmptyState>
        ) : (
          <LtvChart
            data={ltvChartData(history.data.samples)}
            sampling={samplingWords(history.data.sampleMinutes)}
          />
        )}
      </Stack>
    </Paper>
  );
}

function LtvChart({ data, sampling }: { data: LtvChartData; sampling: string }) {
  const first = data.points[0];
  const last = data.points.at(-1);
  const textOf = new Map(data.points.map((point) => [point.at, point]));
  const spanMs = (last?.at ?? 0) - (first?.at ?? 0);
  return (
    <Stack gap="xs">
      <Box aria-hidden data-testid="ltv-history-chart">
        <LazyLineChart
          h={260}
          data={data.points}
          dataKey="at"
          series={[{ name: 'ltv', label: 'LTV', color: 'indigo.6' }]}
          curveType="monotone"
          withDots={data.points.length <= 60}
          // Hidden from assistive technology (the summary below says the same), so nothing in it
          // may take focus: recharts' keyboard layer would.
          accessibilityLayer={false}
          strokeWidth={2}
          yAxisProps={{
            domain: data.domain,
            width: 64,
            tickFormatter: (value: number) => `${value}%`,
          }}
          xAxisProps={{
            type: 'number',
            scale: 'time',
            domain: ['dataMin', 'dataMax'],
            tickFormatter: (value: number) => historyTimeTick(value, spanMs),
          }}
          tooltipProps={{
            labelFormatter: (value: unknown) =>
              typeof value === 'number' ? (textOf.get(value)?.timeText ?? '') : '',
          }}
          valueFormatter={(value) => `${value.toFixed(2)}%`}
          referenceLines={data.thresholds.map((line) => ({
            y: line.value,
            label: line.label,
            color: line.color,
            labelPosition: 'insideTopRight',
            strokeDasharray: '5 4',
          }))}
        />
      </Box>
      {first !== undefined && last !== undefined ? (
        <Text size="sm" data-testid="ltv-history-summary">
          {data.points.length} readings from {first.timeText} to {last.timeText}, the latest{' '}
          {last.ltvText}.{' '}
          {data.thresholds.length === 0
            ? 'The loan carries no thresholds.'
            : `Dashed lines: ${data.thresholds.map((line) => line.label).join(', ')}.`}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed">
        Recorded by this dashboard&apos;s server {sampling}; the provider keeps only the current
        LTV.
        {data.thresholdsChanged
          ? ' Thresholds changed during this period; the lines show the latest.'
          : ''}
        {data.seeded
          ? ' Sandbox: readings before this server started are the sandbox’s own seeded past.'
          : ''}
      </Text>
    </Stack>
  );
}
