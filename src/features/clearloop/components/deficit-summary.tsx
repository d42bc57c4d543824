import { Badge } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { MorningItem, MorningList, MorningSection } from '../../../components/morning-section';
import { RouterAnchor } from '../../../components/router-anchor';
import { formatLocalDateTime } from '../../../lib/time';
import { parseEpochMs } from '../../../shared/epoch-ms';
import { exchangesQueryOptions } from '../api/clearloop-queries';
import { exchangeCollateralOf, undecidedExchanges } from '../collateral-position';
import { exchangeAnchor } from './exchange-panel';
import { readOrUndefined } from '../../../shared/contracts/readable';

/** Risk's morning, ClearLoop side: exchanges whose collateral is short of their clients' uPnL. */
export function DeficitSummary() {
  const exchanges = useQuery(exchangesQueryOptions);
  const data = exchanges.data;
  const all = data?.clearLoopExchanges.map((exchange) => ({
    exchange,
    collateral: exchangeCollateralOf(exchange),
  }));
  const inDeficit = all?.filter(({ collateral }) => collateral.marginCall);
  const leftOut =
    data && all
      ? undecidedExchanges(
          all.map(({ collateral }) => collateral),
          data.unreadableItems,
        )
      : undefined;

  return (
    <MorningSection
      title="ClearLoop exchanges in deficit"
      description="Exchanges whose collateral is short of their clients' unrealised P&L: their clients' orders stay pending until they top up."
      count={inDeficit?.length}
      pending={exchanges.isPending}
      error={exchanges.error}
      onRetry={() => void exchanges.refetch()}
      empty={
        leftOut?.count
          ? 'No exchange whose collateral could be read is in deficit.'
          : "Every ClearLoop exchange's collateral covers its clients' unrealised P&L."
      }
      leftOut={leftOut && { leftOut, noun: { one: 'exchange', many: 'exchanges' } }}
    >
      <MorningList label="ClearLoop exchanges in deficit">
        {(inDeficit ?? []).map(({ exchange, collateral }) => {
          const next = parseEpochMs(
            readOrUndefined(exchange.settlementDetails?.nextSettlementTimestamp),
          );
          return (
            <MorningItem
              key={exchange.exchangeId}
              link={
                <RouterAnchor to="/clearloop/exchanges" hash={exchangeAnchor(exchange.exchangeId)}>
                  {exchange.name}
                </RouterAnchor>
              }
              detail={
                <>
                  Short by{' '}
                  {collateral.deficits.map((deficit, index) => (
                    <span key={deficit.currency}>
                      {index > 0 ? ' and ' : null}
                      <AmountText value={deficit.shortfall ?? ''} currency={deficit.currency} />
                    </span>
                  ))}
                  {next === null ? null : ` · next settlement ${formatLocalDateTime(next)}`}
                </>
              }
              aside={
                <Badge color="red" variant="light" tt="none">
                  Margin call
                </Badge>
              }
            />
          );
        })}
      </MorningList>
    </MorningSection>
  );
}
