import type { WireOrder, OrderStatus } from '../../shared/contracts/orders';
import {
  amountWorth,
  buildOrder,
  chainExtra,
  orderTimes,
  pickPortfolio,
  type OrderTimes,
  type OrderWorld,
} from './seed-order-builders';
import { coSignExtra } from './seed-order-transfers';
import type { SeededPortfolio } from './seed-portfolios';
import { TREASURY_USER_ID } from './seed-users';

/**
 * A withdrawal to another of our portfolios and the deposit it creates,
 * linked both ways through `depositOrderId` / `withdrawOrderId`.
 */
export function transferPair(
  world: OrderWorld,
  status: OrderStatus,
  options: {
    from?: SeededPortfolio;
    to?: SeededPortfolio;
    amount?: string;
    times?: OrderTimes;
    undelegation?: boolean;
    delegation?: boolean;
  } = {},
): WireOrder[] {
  const { random } = world;
  const from =
    options.from ??
    pickPortfolio(world, ['treasury-vault', 'operations', 'client-payments', 'trading-vault']);
  const targets = world.portfolios.filter(
    (entry) => entry !== from && ['custody', 'trading-vault', 'trading'].includes(entry.type),
  );
  const to = options.to ?? random.pick(targets);
  const shared = from.holdings.filter((entry) =>
    to.holdings.some(
      (other) => other.currency === entry.currency && other.mainCurrency === entry.mainCurrency,
    ),
  );
  const currency = random.pick(shared.length > 0 ? shared : from.holdings);
  const times = options.times ?? orderTimes(world, status);
  const amount = options.amount ?? amountWorth(world, currency, 5_000, 3_000_000);
  const depositStatus: OrderStatus =
    status === 'executed' ? 'executed' : status === 'processing' ? 'processing' : 'new';
  const clearLoop = options.undelegation === true || options.delegation === true;
  // Both legs of the move share a transfer chain, so either finds the other with one filter.
  const transferChainId = random.uuid();
  const withdraw = buildOrder(world, {
    portfolio: from,
    orderType: 'withdraw',
    status,
    currency,
    amount,
    times,
    createdBy: TREASURY_USER_ID,
    externalPrefix: 'tr',
    extra: {
      toPortfolioId: to.portfolio.portfolioId,
      transferChainId,
      ...(clearLoop
        ? { clearLoop: true }
        : { feeLevel: 'medium' as const, ...coSignExtra(from, TREASURY_USER_ID) }),
      ...(from.clientAccountId === undefined ? {} : { clientAccountId: from.clientAccountId }),
      ...chainExtra(world, currency, status),
    },
  });
  const incoming = buildOrder(world, {
    portfolio: to,
    orderType: 'deposit',
    status: depositStatus,
    currency,
    amount,
    externalPrefix: 'tr',
    times:
      depositStatus === 'new' ? { createdAt: times.createdAt, updatedAt: times.updatedAt } : times,
    extra: {
      fromPortfolioId: from.portfolio.portfolioId,
      transferChainId,
      withdrawOrderId: withdraw.orderId,
      ...(options.undelegation === true ? { isClearLoopUnDelegation: true, clearLoop: true } : {}),
      ...(options.delegation === true ? { clearLoop: true } : {}),
      ...(to.clientAccountId === undefined ? {} : { clientAccountId: to.clientAccountId }),
    },
  });
  withdraw.extra = { ...withdraw.extra, depositOrderId: incoming.orderId };
  return [withdraw, incoming];
}

/**
 * ClearLoop delegation (trading → ClearLoop account) or undelegation: the
 * deposit lands in the trading portfolio marked `isClearLoopUnDelegation`.
 */
export function clearLoopMove(
  world: OrderWorld,
  status: OrderStatus,
  undelegation: boolean,
): WireOrder[] {
  const trading = world.portfolios.find((entry) => entry.key === 'prime-trading');
  const clearLoop = pickPortfolio(world, ['clearloop']);
  if (trading === undefined) return [];
  return undelegation
    ? transferPair(world, status, { from: clearLoop, to: trading, undelegation: true })
    : transferPair(world, status, { from: trading, to: clearLoop, delegation: true });
}
