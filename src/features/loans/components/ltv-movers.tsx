import { Box, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { ErrorState, PendingState } from '../../../components/page-states';
import type { Loan } from '../../../shared/contracts/loans';
import { ltvMoversQueryOptions } from '../api/ltv-history-queries';
import { samplingWords } from '../../../lib/history-periods';
import { moverRows } from '../ltv-history-chart';
import { RiskTable } from './risk-row';

const Sparkline = lazy(async () => ({ default: (await import('@mantine/charts')).Sparkline }));

const MOVERS_COUNT = 10;

/** The open loans whose LTV moved most in the last day, as the server recorded it. */
export function LtvMovers({ loans }: { loans: readonly Loan[] }) {
  const movers = useQuery(ltvMoversQueryOptions);
  if (movers.isError) {
    return <ErrorState error={movers.error} onRetry={() => void movers.refetch()} />;
  }
  if (movers.isPending) return <PendingState label="Loading the last day's LTV history…" />;
  const rows = moverRows(
    movers.data.loans,
    new Map(loans.map((loan) => [loan.loanId, loan])),
    MOVERS_COUNT,
  );
  if (rows.length === 0) {
    return (
      <Text size="sm">
        {movers.data.sampleMinutes === 0
          ? 'LTV history is switched off on this server (LTV_SAMPLE_MINUTES is 0).'
          : `No history recorded yet — the server samples ${samplingWords(movers.data.sampleMinutes)}.`}
      </Text>
    );
  }
  return (
    <RiskTable
      label="Moved most in 24 h"
      minWidth={640}
      rows={rows}
      loanOf={(row) => row.loan}
      headings={
        <>
          <Table.Th>Last 24 h</Table.Th>
          <Table.Th ta="right">First reading</Table.Th>
          <Table.Th ta="right">Latest</Table.Th>
          <Table.Th ta="right">Moved</Table.Th>
        </>
      }
    >
      {(row) => (
        <>
          <Table.Td>
            {/* Inert, not only hidden: the chart library makes its drawing focusable, and a hidden
                  element must hold nothing focusable. The figures beside it say the same. */}
            <Box w={140} h={32} inert aria-hidden data-testid="ltv-sparkline">
              <Suspense fallback={null}>
                <Sparkline
                  w={140}
                  h={32}
                  data={row.sparkline}
                  curveType="linear"
                  color="indigo.6"
                  fillOpacity={0.15}
                  strokeWidth={1.5}
                />
              </Suspense>
            </Box>
          </Table.Td>
          <Table.Td ta="right" ff="monospace">
            {row.fromText}
          </Table.Td>
          <Table.Td ta="right" ff="monospace">
            {row.toText}
          </Table.Td>
          <Table.Td ta="right" ff="monospace" fw={600}>
            {row.movedText}
          </Table.Td>
        </>
      )}
    </RiskTable>
  );
}
