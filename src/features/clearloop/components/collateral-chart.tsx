import { Paper, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useId } from 'react';
import { Money } from '../../../lib/decimal';
import type { ClearLoopExchange } from '../../../shared/contracts/clearloop';
import { exchangeCollateralOf, type CollateralPosition } from '../collateral-position';
import { DecimalText } from './decimal-text';
import { LazyBarChart } from '../../../components/lazy-charts';
import { LeftOutNote } from '../../../components/left-out-note';
import { LeftOut, firstUnreadable } from '../../../lib/left-out';
import { isUnreadable, type Readable } from '../../../shared/contracts/readable';

const positionNoun = { one: 'exchange currency', many: 'exchange currencies' };

interface CurrencyGroup {
  currency: string;
  rows: { exchange: string; position: CollateralPosition }[];
}

/**
 * Exchanges grouped by settlement currency: amounts are only comparable within one currency.
 * A position whose collateral or uPnL could not be read has no bar: it is left out, and said.
 */
export function groupByCurrency(
  exchanges: ClearLoopExchange[],
  leftOut = new LeftOut(),
): CurrencyGroup[] {
  const groups = new Map<string, CurrencyGroup>();
  for (const exchange of exchanges) {
    for (const position of exchangeCollateralOf(exchange).positions) {
      const unreadable = firstUnreadable({
        collateral: position.collateral,
        'unrealised P&L': position.uPnL,
      });
      if (unreadable !== undefined) {
        leftOut.add(unreadable);
        continue;
      }
      const group = groups.get(position.currency) ?? { currency: position.currency, rows: [] };
      group.rows.push({ exchange: exchange.name, position });
      groups.set(position.currency, group);
    }
  }
  return [...groups.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 2 });

/** Plotting needs numbers; only the bars use them. Every figure a reader acts on is exact text. */
function plotValue(value: Readable<string> | undefined): number {
  return value === undefined || isUnreadable(value) ? 0 : new Money(value).toNumber();
}

/** Collateral against uPnL for each exchange, one chart per settlement currency. */
export function CollateralCharts({ exchanges }: { exchanges: ClearLoopExchange[] }) {
  const leftOut = new LeftOut();
  const groups = groupByCurrency(exchanges, leftOut);
  if (groups.length === 0) return <LeftOutNote leftOut={leftOut} noun={positionNoun} />;
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        {groups.map((group) => (
          <CurrencyChart key={group.currency} group={group} />
        ))}
      </SimpleGrid>
      <LeftOutNote leftOut={leftOut} noun={positionNoun} />
    </Stack>
  );
}

function CurrencyChart({ group }: { group: CurrencyGroup }) {
  const captionId = useId();
  const data = group.rows.map(({ exchange, position }) => ({
    exchange,
    collateral: plotValue(position.collateral),
    uPnL: plotValue(position.uPnL),
  }));
  return (
    <Paper withBorder p="md" radius="md" component="figure" m={0} aria-labelledby={captionId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={captionId}>
          {group.currency}: collateral balance against uPnL
        </Title>
        {/* The bars repeat the table below, which carries the exact values for every reader;
            inert keeps the chart's own focus stops out of the keyboard and screen-reader path. */}
        <div inert>
          <LazyBarChart
            h={200}
            data={data}
            dataKey="exchange"
            series={[
              { name: 'collateral', label: 'Collateral balance', color: 'blue.8' },
              { name: 'uPnL', label: 'uPnL', color: 'orange.8' },
            ]}
            withLegend
            valueFormatter={(value) => compact.format(value)}
            tickLine="y"
            gridAxis="y"
            referenceLines={[{ y: 0, color: 'gray.6' }]}
          />
        </div>
        <Table.ScrollContainer minWidth={480}>
          <Table
            verticalSpacing={4}
            fz="xs"
            aria-label={`${group.currency} collateral and uPnL by exchange`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Exchange</Table.Th>
                <Table.Th ta="right">Collateral balance</Table.Th>
                <Table.Th ta="right">uPnL</Table.Th>
                <Table.Th ta="right">Excess / deficit</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {group.rows.map(({ exchange, position }) => (
                <Table.Tr key={exchange}>
                  <Table.Th scope="row">{exchange}</Table.Th>
                  <Table.Td ta="right">
                    <DecimalText value={position.collateral} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <DecimalText value={position.uPnL} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <DecimalText
                      value={position.excessDeficit}
                      tone={position.state === 'deficit' ? 'deficit' : undefined}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
