import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { coSignKeys, orderKeys, walletKeys } from './query-keys';

/**
 * What a new or changed order makes stale: every order list (it may enter or leave any
 * filter), the order itself, the balances it reserves or moves, and the co-sign queue it may
 * enter or leave. Without an id (an unknown outcome, or a batch) every order's detail counts.
 */
export function keysTouchedByOrder(orderId?: string): readonly QueryKey[] {
  return [
    orderKeys.lists(),
    orderId === undefined ? orderKeys.details() : orderKeys.detail(orderId),
    walletKeys.all,
    coSignKeys.all,
  ];
}

/**
 * Refreshes what an order write touched (see `keysTouchedByOrder`). Not awaited by callers on
 * purpose: under a rate limit the refresh can wait minutes, and an outcome must show at once.
 */
export function invalidateOrderChange(queryClient: QueryClient, orderId?: string): Promise<void> {
  return Promise.all(
    keysTouchedByOrder(orderId).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
