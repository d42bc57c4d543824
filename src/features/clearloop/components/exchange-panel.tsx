import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertOctagon } from '@tabler/icons-react';
import { useId } from 'react';
import { StatusBadge } from '../../../components/status-badge';
import { formatDecimal } from '../../../lib/format-decimal';
import type { ClearLoopExchange } from '../../../shared/contracts/clearloop';
import { exchangeCollateralOf, type CollateralPosition } from '../collateral-position';
import { formatFrequency } from '../countdown';
import { CollateralTable } from './collateral-table';
import { SettlementCountdown } from './settlement-countdown';
import { StatusAlert } from '../../../components/status-alert';
import { LeftOutNote } from '../../../components/left-out-note';
import { UnreadableValue } from '../../../components/unreadable-value';
import { isUnreadable } from '../../../shared/contracts/readable';

const currencyNoun = { one: 'currency', many: 'currencies' };

/** The panel's anchor, so another view can link straight to one exchange. */
export function exchangeAnchor(exchangeId: string): string {
  return `exchange-${exchangeId}`;
}

/** One exchange: schedule, live countdown, margin-call state and collateral by currency. */
export function ExchangePanel({ exchange }: { exchange: ClearLoopExchange }) {
  const headingId = useId();
  const collateral = exchangeCollateralOf(exchange);
  const cycle = exchange.settlementDetails?.frequency;
  const frequency = isUnreadable(cycle) ? null : formatFrequency(cycle);
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      p="md"
      radius="md"
      data-exchange={exchange.name}
      id={exchangeAnchor(exchange.exchangeId)}
      style={collateral.marginCall ? { borderColor: 'var(--mantine-color-red-filled)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap={4}>
            <Group gap="sm">
              <Title order={2} size="h3" id={headingId}>
                {exchange.name}
              </Title>
              {collateral.marginCall ? (
                <StatusBadge value="Margin call" tone="failure" />
              ) : collateral.positions.length > 0 && collateral.leftOut.count === 0 ? (
                <StatusBadge value="Collateral covers uPnL" tone="success" />
              ) : null}
            </Group>
            <Text size="sm">
              Settles{' '}
              {isUnreadable(cycle) ? (
                <UnreadableValue value={cycle} label="Settlement frequency" />
              ) : (
                (frequency ?? 'on a schedule the exchange did not report')
              )}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {exchange.exchangeId}
            </Text>
          </Stack>
          <SettlementCountdown target={exchange.settlementDetails?.nextSettlementTimestamp} />
        </Group>
        {collateral.marginCall ? (
          <StatusAlert
            color="red"
            icon={<IconAlertOctagon aria-hidden />}
            title="Facing a margin call"
          >
            <Text size="sm">
              Collateral is short of clients&apos; unrealised P&amp;L by{' '}
              {collateral.deficits.map((deficit) => shortfallText(deficit)).join(' and ')}. Client
              orders stay pending until {exchange.name} tops up its collateral.
            </Text>
          </StatusAlert>
        ) : null}
        <CollateralTable exchangeName={exchange.name} positions={collateral.positions} />
        <LeftOutNote leftOut={collateral.leftOut} noun={currencyNoun} />
      </Stack>
    </Paper>
  );
}

function shortfallText({ shortfall = '', currency }: CollateralPosition): string {
  // A shortfall is only ever computed from readable figures (see collateralPositionOf).
  return `${formatDecimal(shortfall) ?? shortfall} ${currency}`;
}
