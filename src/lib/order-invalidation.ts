import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { coSignKeys, notificationKeys, orderKeys, walletKeys } from './query-keys';

/**
 * The one rule for what a new or changed order makes stale, whoever changed it (this person,
 * or anyone else through the live stream): every order list (it may enter or leave any
 * filter, and Today's lists are order lists), the order itself, the balances it reserves or
 * moves, the co-sign queue it may enter or leave (which the review, the bell and the counts
 * read), and what the person was told of it. Without an id (an unknown outcome, or a batch)
 * every order's detail counts.
 */
export function keysTouchedByOrder(orderId?: string): readonly QueryKey[] {
  return [
    orderKeys.lists(),
    orderId === undefined ? orderKeys.details() : orderKeys.detail(orderId),
    walletKeys.all,
    coSignKeys.all,
    notificationKeys.all,
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
