import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { portfolioTypeInWords } from '../../../components/order-type-words';
import type { PortfolioCurrencyTotal, PortfolioTotal } from '../holding-totals';
import { SumText } from './currency-totals';
import { UnfoldButton, useFold } from './fold';

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
  totals: readonly PortfolioCurrencyTotal[];
}) {
  const fold = useFold(totals, FOLDED_LINES);
  return (
    <>
      {fold.shown.map((total) => (
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
            <SumText sum={total.total} />
          </div>
        </Group>
      ))}
      <UnfoldButton
        fold={fold}
        total={totals.length}
        label={`Show all ${totals.length} currencies of ${portfolioName}`}
      />
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
