import type { WireSettlementDetail, SettlementStatus } from '../../shared/contracts/clearloop';
import type { WireOrder, OrderStatus } from '../../shared/contracts/orders';
import { findCatalogCurrency, unitsForUsd } from './currency-catalog';
import { isNegative, multiply } from './exact-decimal';
import { settlementNetwork } from './seed-clearloop';
import { MINUTE_MS } from './seed-context';
import type { SeedExchange } from './seed-exchanges';
import { buildOrder, chainExtra, type OrderWorld } from './seed-order-builders';
import type { SeededPortfolio } from './seed-portfolios';

/** The order status behind an instruction in a settlement of the given status. */
function orderStatusFor(
  status: SettlementStatus,
  instructionIndex: number,
): OrderStatus | undefined {
  switch (status) {
    case 'completed':
      return 'executed';
    case 'partially-completed':
      return instructionIndex === 0 ? 'executed' : 'error';
    case 'failed':
      return 'error';
    case 'in-progress':
    case 'on-chain-orders-in-progress':
      return 'processing';
    default:
      return undefined;
  }
}

export interface DetailInput {
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

export function settlementDetail(
  world: OrderWorld,
  input: DetailInput,
): { detail: WireSettlementDetail; order?: WireOrder } {
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
            ...(orderStatus === 'processing'
              ? {}
              : {
                  terminatedAt: String(
                    Math.min(world.context.anchorMs, input.createdAt + 30 * MINUTE_MS),
                  ),
                }),
          },
          extra: {
            clearLoop: true,
            clearLoopExtra: {
              clearLoopSettlementId: input.settlementId,
              clearLoopExternalNetted: false,
            },
            ...(input.account.clientAccountId === undefined
              ? {}
              : { clientAccountId: input.account.clientAccountId }),
            ...chainExtra(world, currency, orderStatus),
          },
        });
  const detailStatus: SettlementStatus =
    input.status === 'partially-completed'
      ? input.index === 0
        ? 'completed'
        : 'failed'
      : input.status;
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
