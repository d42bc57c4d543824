import type { Settlement, SettlementDetail, SettlementStatus } from '../../../shared/contracts/clearloop';
import type { Order, OrderStatus } from '../../../shared/contracts/orders';
import { findCatalogCurrency, unitsForUsd } from './currency-catalog';
import { isNegative, multiply } from './exact-decimal';
import { HOUR_MS, MINUTE_MS } from './seed-context';
import type { SeedExchange } from './seed-exchanges';
import { buildOrder, chainExtra, type OrderWorld } from './seed-order-builders';
import { nextSettlementAt, settlementNetwork } from './seed-clearloop';
import type { SeededPortfolio } from './seed-portfolios';

/** Cycles seeded per exchange, by cycle length: about three weeks of history each, 250 in all. */
const cycleCounts = new Map<number, number>([[8 * HOUR_MS, 60], [12 * HOUR_MS, 50], [24 * HOUR_MS, 40]]);

/** Status of each exchange's latest settled cycle: together they show every live state. */
const latestStatuses: readonly SettlementStatus[] = ['new', 'pending-exchange-confirmation', 'in-progress', 'on-chain-orders-in-progress', 'new'];
/** One rare outcome per exchange, a few cycles back, so every status is present. */
const rareStatuses: readonly SettlementStatus[] = ['failed', 'cancelled', 'partially-completed', 'ignored', 'excluded'];

/** The order status behind an instruction in a settlement of the given status. */
function orderStatusFor(status: SettlementStatus, instructionIndex: number): OrderStatus | undefined {
  switch (status) {
    case 'completed': return 'executed';
    case 'partially-completed': return instructionIndex === 0 ? 'executed' : 'error';
    case 'failed': return 'error';
    case 'in-progress':
    case 'on-chain-orders-in-progress': return 'processing';
    default: return undefined;
  }
}

export interface SeededSettlements {
  settlements: Settlement[];
  /** Deposit and withdraw orders the instructions point to. */
  orders: Order[];
}

/**
 * Settlement cycles of every exchange with their details (one per client
 * account and settlement currency) and instructions. Instructions of cycles
 * that reached the chain link to real orders in the ClearLoop portfolio.
 */
export function seedSettlements(world: OrderWorld, exchanges: readonly SeedExchange[]): SeededSettlements {
  const { random, context } = world;
  const settlements: Settlement[] = [];
  const orders: Order[] = [];
  exchanges.forEach((exchange, exchangeIndex) => {
    const accounts = world.portfolios.filter((entry) => entry.exchange?.key === exchange.key);
    const cycles = cycleCounts.get(exchange.frequencyMs) ?? 40;
    const next = nextSettlementAt(context, exchange);
    let sequence = 0;
    for (let back = cycles; back >= 1; back -= 1) {
      const start = next - (back + 1) * exchange.frequencyMs;
      const end = start + exchange.frequencyMs;
      const status: SettlementStatus =
        back === 1 ? latestStatuses[exchangeIndex] ?? 'new'
        : back === 4 ? rareStatuses[exchangeIndex] ?? 'completed'
        : back === 2 && exchangeIndex === 2 ? 'in-progress'
        : random.weighted<SettlementStatus>([['completed', 90], ['ignored', 3], ['partially-completed', 2], ['failed', 2], ['cancelled', 2], ['excluded', 1]]);
      const createdAt = Math.min(context.anchorMs, end + random.int(2, 20) * MINUTE_MS);
      const settlementId = random.uuid();
      const details: SettlementDetail[] = [];
      for (const account of accounts) {
        for (const code of exchange.settlementCurrencies) {
          sequence += 1;
          const detail = settlementDetail(world, { exchange, account, code, sequence, status, settlementId, start, end, createdAt, index: details.length });
          details.push(detail.detail);
          if (detail.order !== undefined) orders.push(detail.order);
        }
      }
      const finished = status === 'completed' || status === 'partially-completed';
      settlements.push({
        settlementId,
        settlementStatus: status,
        exchange: exchange.name,
        exchangeId: exchange.exchangeId,
        custodian: 'Copper',
        cycleStartTimestamp: String(start),
        cycleEndTimestamp: String(end),
        createdAt: String(createdAt),
        deadline: String(createdAt + 4 * HOUR_MS),
        ...(finished ? { completedAt: String(Math.min(context.anchorMs, createdAt + random.int(20, 180) * MINUTE_MS)) } : {}),
        ...(status === 'failed' ? { failureReason: 'The exchange did not confirm the settlement before the deadline.' } : {}),
        settlementDetails: details,
      });
    }
  });
  return { settlements, orders };
}

interface DetailInput {
  exchange: SeedExchange;
  account: SeededPortfolio;
  code: string;
  sequence: number;
  status: SettlementStatus;
  settlementId: string;
  start: number;
  end: number;
  createdAt: number;
  index: number;
}

function settlementDetail(world: OrderWorld, input: DetailInput): { detail: SettlementDetail; order?: Order } {
  const { random } = world;
  const currency = findCatalogCurrency(input.code, settlementNetwork(input.code));
  const decimals = Math.min(currency.decimals, 6);
  const [minUnits, maxUnits] = unitsForUsd(currency, 1_000, 1_800_000);
  const magnitude = random.amount(minUnits, maxUnits, decimals);
  const amount = input.status === 'ignored' ? '0' : `${random.chance(0.5) ? '-' : ''}${magnitude}`;
  const orderStatus = orderStatusFor(input.status, input.index);
  const order =
    orderStatus === undefined || amount === '0'
      ? undefined
      : buildOrder(world, {
          portfolio: input.account,
          // Clients pay losses out of the ClearLoop account and receive profits into it.
          orderType: isNegative(amount) ? 'withdraw' : 'deposit',
          status: orderStatus,
          currency,
          amount: magnitude,
          externalPrefix: 'cls',
          times: {
            createdAt: String(input.createdAt),
            updatedAt: String(Math.min(world.context.anchorMs, input.createdAt + 30 * MINUTE_MS)),
            ...(orderStatus === 'processing' ? {} : { terminatedAt: String(Math.min(world.context.anchorMs, input.createdAt + 30 * MINUTE_MS)) }),
          },
          extra: {
            clearLoop: true,
            clearLoopExtra: { clearLoopSettlementId: input.settlementId, clearLoopExternalNetted: false },
            ...(input.account.clientAccountId === undefined ? {} : { clientAccountId: input.account.clientAccountId }),
            ...chainExtra(world, currency, orderStatus),
          },
        });
  const detailStatus: SettlementStatus = input.status === 'partially-completed' ? (input.index === 0 ? 'completed' : 'failed') : input.status;
  return {
    order,
    detail: {
      clientAccountId: input.account.clientAccountId ?? '',
      exchangeSettlementId: `${input.exchange.code}-STL-${String(input.sequence).padStart(6, '0')}`,
      portfolioId: input.account.portfolio.portfolioId,
      organizationId: input.account.portfolio.organizationId,
      pnlAttributionStartTimestamp: String(input.start),
      pnlAttributionEndTimestamp: String(input.end),
      status: detailStatus,
      settlementInstructions: [
        {
          currency: input.code,
          settlementAmount: amount,
          settlementAmountUSD: multiply(amount, currency.usdPrice, 2),
          balance: random.amount(...unitsForUsd(currency, 2_000_000, 30_000_000), decimals),
          settlementInstructionId: random.uuid(),
          status: detailStatus,
          ...(order === undefined ? {} : { orderId: order.orderId, orderStatus: order.status }),
        },
      ],
    },
  };
}
