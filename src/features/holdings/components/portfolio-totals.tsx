import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { portfolioTypeInWords } from '../../../components/order-type-words';
import type { CurrencyTotal, PortfolioTotal } from '../holdings';
import { SumText } from './currency-totals';

/**
 * Lines a portfolio shows before "Show all": enough for a usual treasury, few enough that an
 * organization with thousands of wallets still gets its page at once (every line is drawn,
 * unlike the wallets table's rows).
 */
export const FOLDED_LINES = 8;

function CurrencyLines({
  portfolioName,
  totals,
}: {
  portfolioName: string;
  totals: readonly CurrencyTotal[];
}) {
  const [open, setOpen] = useState(false);
  const shown = open ? totals : totals.slice(0, FOLDED_LINES);
  const hidden = totals.length - shown.length;
  return (
    <>
      {shown.map((total) => (
        <Group key={total.currency} justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm">
            <Text span fw={600} size="sm">
              {total.currency}
            </Text>{' '}
            <Text span c="dimmed" size="xs">
              {total.wallets === 1 ? '1 wallet' : `${total.wallets} wallets`}
            </Text>
          </Text>
          <div style={{ textAlign: 'right' }}>
            <SumText sum={total.sums.total} />
          </div>
        </Group>
      ))}
      {hidden > 0 ? (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => setOpen(true)}
          aria-label={`Show all ${totals.length} currencies of ${portfolioName}`}
        >
          Show all {totals.length} currencies ({hidden} more)
        </Button>
      ) : null}
    </>
  );
}

/**
 * Each portfolio's totals, one line per currency it holds: with no prices from the provider,
 * amounts in different currencies are never added together.
 */
export function PortfolioTotals({ portfolios }: { portfolios: readonly PortfolioTotal[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
      {portfolios.map((portfolio) => (
        <Paper
          key={portfolio.portfolioId}
          withBorder
          p="sm"
          component="section"
          aria-label={portfolio.portfolioName}
        >
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={600} truncate title={portfolio.portfolioName}>
                {portfolio.portfolioName}
              </Text>
              {portfolio.portfolioType === undefined ? null : (
                <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
                  {portfolioTypeInWords(portfolio.portfolioType)}
                </Text>
              )}
            </Group>
            <CurrencyLines portfolioName={portfolio.portfolioName} totals={portfolio.currencies} />
            {portfolio.unreadable > 0 ? (
              <Text size="xs" c="var(--status-text-orange)">
                {portfolio.unreadable === 1
                  ? '1 wallet with an unreadable currency is not in these totals'
                  : `${portfolio.unreadable} wallets with an unreadable currency are not in these totals`}
              </Text>
            ) : null}
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
