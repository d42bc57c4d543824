import type {
  WireClearLoopExchange,
  WireCollateralCurrency,
} from '../../shared/contracts/clearloop';
import { findCatalogCurrency, unitsForUsd } from './currency-catalog';
import { divide, multiply, subtract } from './exact-decimal';
import { MINUTE_MS, type SeedContext } from './seed-context';
import type { SeedExchange } from './seed-exchanges';

/** Network of each settlement currency's collateral. */
export function settlementNetwork(code: string): string {
  return code === 'BTC' ? 'BTC' : 'ETH';
}

/** When the cycle running at the anchor settles: cycles are aligned to their frequency. */
export function nextSettlementAt(context: SeedContext, exchange: SeedExchange): number {
  return Math.ceil((context.anchorMs + 1) / exchange.frequencyMs) * exchange.frequencyMs;
}

/**
 * Exchanges with collateral per settlement currency. A deficit exchange's
 * clients have more unrealised profit in its first settlement currency than
 * the exchange holds as collateral, so `uPnLExcessDeficit` goes negative.
 */
export function seedExchanges(
  context: SeedContext,
  exchanges: readonly SeedExchange[],
): WireClearLoopExchange[] {
  const random = context.random('clearloop-exchanges');
  return exchanges.map((exchange) => ({
    exchangeId: exchange.exchangeId,
    name: exchange.name,
    collateralDetails: {
      currencies: exchange.settlementCurrencies.map((code, index): WireCollateralCurrency => {
        const currency = findCatalogCurrency(code, settlementNetwork(code));
        const balance = random.amount(
          ...unitsForUsd(currency, 4_000_000, 60_000_000),
          Math.min(currency.decimals, 6),
        );
        const inDeficit = exchange.deficit && index === 0;
        // Share of the collateral that clients' open P&L amounts to (negative: clients are losing).
        const share = inDeficit
          ? `1.${String(random.int(50, 3000)).padStart(4, '0')}`
          : `${random.chance(0.3) ? '-' : ''}0.${String(random.int(500, 8500)).padStart(4, '0')}`;
        const uPnL = multiply(balance, share, Math.min(currency.decimals, 6));
        const excess = subtract(balance, uPnL);
        return {
          settlementCurrency: code,
          currentCollateralBalance: balance,
          uPnL,
          uPnLExcessDeficit: excess,
          buffer: divide(multiply(excess, '100', 6), balance, 2),
          updatedAt: String(context.anchorMs - random.int(1, 15) * MINUTE_MS),
        };
      }),
    },
    settlementDetails: {
      frequency: String(exchange.frequencyMs),
      nextSettlementTimestamp: String(nextSettlementAt(context, exchange)),
    },
  }));
}
