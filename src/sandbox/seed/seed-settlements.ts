import type {
  WireSettlement,
  WireSettlementDetail,
  SettlementStatus,
} from '../../shared/contracts/clearloop';
import type { WireOrder } from '../../shared/contracts/orders';
import { settlementSubStatusFor } from '../lifecycle/settlement-sub-status';
import { nextSettlementAt } from './seed-clearloop';
import { HOUR_MS, MINUTE_MS } from './seed-context';
import type { SeedExchange } from './seed-exchanges';
import type { OrderWorld } from './seed-order-builders';
import { settlementDetail } from './seed-settlement-details';

/** Cycles seeded per exchange, by cycle length: about three weeks of history each, 250 in all. */
const cycleCounts = new Map<number, number>([
  [8 * HOUR_MS, 60],
  [12 * HOUR_MS, 50],
  [24 * HOUR_MS, 40],
]);

/** Status of each exchange's latest settled cycle: together they show every live state. */
const latestStatuses: readonly SettlementStatus[] = [
  'new',
  'pending-exchange-confirmation',
  'in-progress',
  'on-chain-orders-in-progress',
  'new',
];
/** One rare outcome per exchange, a few cycles back, so every status is present. */
const rareStatuses: readonly SettlementStatus[] = [
  'failed',
  'cancelled',
  'partially-completed',
  'ignored',
  'excluded',
];

export interface SeededSettlements {
  settlements: WireSettlement[];
  /** Deposit and withdraw orders the instructions point to. */
  orders: WireOrder[];
}

/**
 * WireSettlement cycles of every exchange with their details (one per client
 * account and settlement currency) and instructions. Instructions of cycles
 * that reached the chain link to real orders in the ClearLoop portfolio.
 */
export function seedSettlements(
  world: OrderWorld,
  exchanges: readonly SeedExchange[],
): SeededSettlements {
  const { random, context } = world;
  const settlements: WireSettlement[] = [];
  const orders: WireOrder[] = [];
  exchanges.forEach((exchange, exchangeIndex) => {
    const accounts = world.portfolios.filter((entry) => entry.exchange?.key === exchange.key);
    const cycles = cycleCounts.get(exchange.frequencyMs) ?? 40;
    const next = nextSettlementAt(context, exchange);
    let sequence = 0;
    for (let back = cycles; back >= 1; back -= 1) {
      const start = next - (back + 1) * exchange.frequencyMs;
      const end = start + exchange.frequencyMs;
      const status: SettlementStatus =
        back === 1
          ? (latestStatuses[exchangeIndex] ?? 'new')
          : back === 4
            ? (rareStatuses[exchangeIndex] ?? 'completed')
            : back === 2 && exchangeIndex === 2
              ? 'in-progress'
              : random.weighted<SettlementStatus>([
                  ['completed', 90],
                  ['ignored', 3],
                  ['partially-completed', 2],
                  ['failed', 2],
                  ['cancelled', 2],
                  ['excluded', 1],
                ]);
      const createdAt = Math.min(context.anchorMs, end + random.int(2, 20) * MINUTE_MS);
      const settlementId = random.uuid();
      const details: WireSettlementDetail[] = [];
      for (const account of accounts) {
        for (const code of exchange.settlementCurrencies) {
          sequence += 1;
          const detail = settlementDetail(world, {
            exchange,
            account,
            code,
            sequence,
            status,
            settlementId,
            start,
            end,
            createdAt,
            index: details.length,
          });
          details.push(detail.detail);
          if (detail.order !== undefined) orders.push(detail.order);
        }
      }
      const finished = status === 'completed' || status === 'partially-completed';
      settlements.push({
        settlementId,
        settlementStatus: status,
        // Only the live cycle can still be waiting on the exchange's collateral.
        settlementSubStatus: settlementSubStatusFor(status, {
          collateralDeficit: back === 1 && exchange.deficit,
        }),
        exchange: exchange.name,
        exchangeId: exchange.exchangeId,
        custodian: 'Copper',
        cycleStartTimestamp: String(start),
        cycleEndTimestamp: String(end),
        createdAt: String(createdAt),
        deadline: String(createdAt + 4 * HOUR_MS),
        ...(finished
          ? {
              completedAt: String(
                Math.min(context.anchorMs, createdAt + random.int(20, 180) * MINUTE_MS),
              ),
            }
          : {}),
        ...(status === 'failed'
          ? { failureReason: 'The exchange did not confirm the settlement before the deadline.' }
          : {}),
        settlementDetails: details,
      });
    }
  });
  return { settlements, orders };
}
