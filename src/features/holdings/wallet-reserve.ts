import { Money } from '../../lib/decimal';
import type { ListOrdersQuery } from '../../shared/contracts/list-orders-query';
import type { Order } from '../../shared/contracts/orders';
import { isUnreadable, type Readable } from '../../shared/contracts/readable';
import type { Holding } from './holdings';

/** Where one wallet's orders are listed: its portfolio, currency and network. */
export function walletOrdersQuery(
  holding: Pick<Holding, 'portfolioId' | 'currency' | 'network'>,
): Pick<ListOrdersQuery, 'portfolioIds' | 'baseCurrencies' | 'mainCurrencies'> {
  return {
    portfolioIds: [holding.portfolioId],
    baseCurrencies: isUnreadable(holding.currency) ? [] : [holding.currency],
    mainCurrencies: isUnreadable(holding.network) ? [] : [holding.network],
  };
}

/**
 * What one withdrawal holds of its wallet: its amount, plus its withdrawal fee when the fee is
 * not taken out of the amount (the provider reserves both). Undefined when a figure is
 * unreadable, so it is never guessed.
 */
export function heldByOrder(order: Order): string | undefined {
  if (isUnreadable(order.amount)) return undefined;
  const fee: Readable<string> | undefined = order.extra?.withdrawFee;
  if (order.extra?.includeFeeInWithdraw === true || fee === undefined) return order.amount;
  if (isUnreadable(fee)) return undefined;
  return new Money(order.amount).plus(fee).toFixed();
}

export type ReserveComparison =
  | { kind: 'no-reserve-figure'; held: string }
  | { kind: 'matches'; held: string; reserve: string }
  | { kind: 'differs'; held: string; reserve: string; unexplained: string }
  | { kind: 'unreadable'; unreadableOrders: number; held: string };

/**
 * Sets the wallet's reserve beside what its orders in flight hold. A difference is not an
 * error in itself (the provider may hold funds for something that is not one of these
 * orders); the page says so instead of hiding it.
 */
export function compareReserve(
  reserve: Readable<string> | undefined,
  orders: readonly Order[],
): ReserveComparison {
  const holds = orders.map(heldByOrder);
  const held = holds
    .filter((value): value is string => value !== undefined)
    .reduce((sum, value) => sum.plus(value), new Money(0))
    .toFixed();
  const unreadableOrders = holds.filter((value) => value === undefined).length;
  if (unreadableOrders > 0) return { kind: 'unreadable', unreadableOrders, held };
  if (reserve === undefined || isUnreadable(reserve)) return { kind: 'no-reserve-figure', held };
  const unexplained = new Money(reserve).minus(held);
  if (unexplained.isZero()) return { kind: 'matches', held, reserve };
  return { kind: 'differs', held, reserve, unexplained: unexplained.toFixed() };
}
