import type { LineChartProps } from '@mantine/charts';
import { Box, Group, Paper, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { historyTimeTick, type HistoryPeriod } from '../lib/history-periods';
import { HistoryPeriodControl } from './history-period-control';
import { LazyLineChart } from './lazy-charts';
import { EmptyState, ErrorState, PendingState } from './page-states';

/** What the server answers for any history it records on a schedule. */
interface RecordedHistory {
  /** 0 when the server records nothing (LTV_SAMPLE_MINUTES=0). */
  sampleMinutes: number;
  retentionDays: number;
  samples: readonly unknown[];
}

/**
 * A section charting what this dashboard's server recorded over a chosen period, with the
 * states before there is anything to draw: loading, failed, recording switched off.
 */
export function RecordedHistoryPanel<H extends RecordedHistory>({
  titleId,
  title,
  historyName,
  loadingLabel,
  recordedWhat,
  history,
  period,
  onPeriodChange,
  children,
}: {
  titleId: string;
  title: string;
  /** "Balance history": names it when it is switched off. */
  historyName: string;
  loadingLabel: string;
  /** "balances": what the server records when recording is on. */
  recordedWhat: string;
  history: UseQueryResult<H>;
  period: HistoryPeriod;
  onPeriodChange: (period: HistoryPeriod) => void;
  /** The chart, or what to say when nothing is recorded yet. */
  children: (answer: H) => ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id={titleId}>
            {title}
          </Title>
          <HistoryPeriodControl value={period} onChange={onPeriodChange} />
        </Group>
        {history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : history.isPending ? (
          <PendingState label={loadingLabel} />
        ) : history.data.sampleMinutes === 0 ? (
          <EmptyState title={`${historyName} is switched off on this server`}>
            It records {recordedWhat} only when LTV_SAMPLE_MINUTES is set above 0.
          </EmptyState>
        ) : (
          children(history.data)
        )}
      </Stack>
    </Paper>
  );
}

type RecordedHistoryChartProps = Omit<
  LineChartProps,
  'h' | 'data' | 'dataKey' | 'xAxisProps' | 'accessibilityLayer' | 'strokeWidth'
> & {
  testId: string;
  /** Readings in time order; `at` is epoch ms. */
  points: LineChartProps['data'] & readonly { at: number }[];
};

/** A line of readings over time, for the eye only: the words beside it say the same. */
export function RecordedHistoryChart({ testId, points, ...chart }: RecordedHistoryChartProps) {
  const spanMs = (points.at(-1)?.at ?? 0) - (points[0]?.at ?? 0);
  return (
    <Box aria-hidden data-testid={testId}>
      <LazyLineChart
        {...chart}
        h={260}
        data={points}
        dataKey="at"
        // Hidden from assistive technology, so nothing in it may take focus: recharts'
        // keyboard layer would.
        accessibilityLayer={false}
        strokeWidth={2}
        xAxisProps={{
          type: 'number',
          scale: 'time',
          domain: ['dataMin', 'dataMax'],
          tickFormatter: (value: number) => historyTimeTick(value, spanMs),
        }}
      />
    </Box>
  );
}
