import { Box, Grid, Table, Text } from '@mantine/core';
import { thresholdLines } from '../threshold-lines';
import type { RiskBoard } from '../risk-board';
import { LazyBarChart } from '../../../components/lazy-charts';
import { WideTable } from '../../../components/wide-table';

const series = [
  { name: 'belowMarginCall', label: 'Below margin call', color: 'teal.7' },
  { name: 'marginCall', label: 'Margin-call zone', color: 'orange.6' },
  { name: 'default', label: 'Default zone', color: 'red.8' },
];

/**
 * Open loans per 5-point LTV band, coloured by where each stands against its own
 * thresholds. The chart only plots; the table beside it carries the exact counts.
 */
export function LtvDistribution({ board }: { board: RiskBoard }) {
  const filled = board.bands.filter((band) => band.total > 0);
  const { marginCall } = board.sharedThresholds;
  return (
    <Grid gap="lg" align="flex-start">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        {/* Hidden from assistive technology: the table holds the same numbers. */}
        <Box aria-hidden>
          <LazyBarChart
            h={300}
            data={board.bands}
            dataKey="band"
            type="stacked"
            series={series}
            withLegend
            accessibilityLayer={false}
            withTooltip={false}
            xAxisLabel="LTV band"
            yAxisLabel="Open loans"
            yAxisProps={{ allowDecimals: false }}
            // Recharts sorts the legend by name unless told not to: keep the series' order, by
            // severity (below margin call, margin-call zone, default zone).
            legendProps={{ itemSorter: null }}
            referenceLines={thresholdLines(board.sharedThresholds)}
          />
        </Box>
        <Text size="xs" c="dimmed" mt="xs">
          Bands include their lower bound. Dashed lines mark the band holding the margin-call and
          default thresholds
          {marginCall === null ? ' (loans have different thresholds, so none is marked)' : ''}.
        </Text>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        {/* 6 px a side: the five columns fit a phone; narrower still, the table scrolls. */}
        <WideTable
          minWidth={300}
          striped
          verticalSpacing={4}
          horizontalSpacing={6}
          aria-label="Open loans by LTV band"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>LTV band</Table.Th>
              <Table.Th ta="right">Below margin call</Table.Th>
              <Table.Th ta="right">Margin-call zone</Table.Th>
              <Table.Th ta="right">Default zone</Table.Th>
              <Table.Th ta="right">All</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {filled.map((band) => (
              <Table.Tr key={band.band}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{band.band}</Table.Td>
                <Table.Td ta="right">{band.belowMarginCall}</Table.Td>
                <Table.Td ta="right">{band.marginCall}</Table.Td>
                <Table.Td ta="right">{band.default}</Table.Td>
                <Table.Td ta="right" fw={600}>
                  {band.total}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </WideTable>
        <Text size="xs" c="dimmed" mt="xs">
          Bands without loans are left out. {board.withoutLtv.length} open{' '}
          {board.withoutLtv.length === 1 ? 'loan carries' : 'loans carry'} no LTV (uncollateralised)
          and {board.withoutLtv.length === 1 ? 'is' : 'are'} not counted.
        </Text>
      </Grid.Col>
    </Grid>
  );
}
