import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState } from '../../../components/page-states';
import { RecordedHistoryChart, RecordedHistoryPanel } from '../../../components/recorded-history';
import { samplingWords, type HistoryPeriod } from '../../../lib/history-periods';
import { ltvHistoryQueryOptions } from '../api/ltv-history-queries';
import { ltvChartData, type LtvChartData } from '../ltv-history-chart';

/** The loan's LTV as the server recorded it, with the loan's thresholds marked. */
export function LtvHistoryPanel({ loanId, carriesLtv }: { loanId: string; carriesLtv: boolean }) {
  const [period, setPeriod] = useState<HistoryPeriod>('6h');
  const history = useQuery(ltvHistoryQueryOptions(loanId, period));
  return (
    <RecordedHistoryPanel
      titleId="ltv-history-title"
      title="LTV over time"
      historyName="LTV history"
      loadingLabel="Loading the LTV history…"
      recordedWhat="readings"
      history={history}
      period={period}
      onPeriodChange={setPeriod}
    >
      {(answer) =>
        answer.samples.length === 0 && !carriesLtv ? (
          <EmptyState title="No LTV to record">
            This loan carries no LTV, so the server has no readings of it.
          </EmptyState>
        ) : answer.samples.length === 0 ? (
          <EmptyState title="No history recorded yet">
            No history recorded yet — the server samples {samplingWords(answer.sampleMinutes)} and
            keeps {answer.retentionDays} days.
          </EmptyState>
        ) : (
          <LtvChart
            data={ltvChartData(answer.samples)}
            sampling={samplingWords(answer.sampleMinutes)}
          />
        )
      }
    </RecordedHistoryPanel>
  );
}

function LtvChart({ data, sampling }: { data: LtvChartData; sampling: string }) {
  const first = data.points[0];
  const last = data.points.at(-1);
  const textOf = new Map(data.points.map((point) => [point.at, point]));
  return (
    <Stack gap="xs">
      <RecordedHistoryChart
        testId="ltv-history-chart"
        points={data.points}
        series={[{ name: 'ltv', label: 'LTV', color: 'indigo.6' }]}
        curveType="monotone"
        withDots={data.points.length <= 60}
        yAxisProps={{
          domain: data.domain,
          width: 64,
          tickFormatter: (value: number) => `${value}%`,
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
