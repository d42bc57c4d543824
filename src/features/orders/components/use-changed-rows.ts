import { useEffect, useState } from 'react';
import type { Order } from '../../../shared/contracts/orders';

const HIGHLIGHT_MS = 4000;
const none: ReadonlySet<string> = new Set();

/** Ids of orders that are new, or whose status or update time moved, between two refreshes. */
export function changedOrderIds(previous: readonly Order[], next: readonly Order[]): Set<string> {
  const before = new Map(previous.map((order) => [order.orderId, order]));
  const changed = new Set<string>();
  for (const order of next) {
    const old = before.get(order.orderId);
    // Structural sharing keeps an unchanged order the same object, so most rows stop here.
    if (old === order) continue;
    if (!old || old.status !== order.status || old.updatedAt !== order.updatedAt) {
      changed.add(order.orderId);
    }
  }
  return changed;
}

/**
 * Orders to highlight after a background refresh of the same view. A different view
 * (`scope`: filters or page changed) is a new list, not a change, so nothing is highlighted.
 * The highlight clears after a few seconds.
 */
export function useChangedRows(orders: readonly Order[] | undefined, scope: string) {
  const [tracked, setTracked] = useState({ scope, orders, changed: none });
  if (tracked.orders !== orders || tracked.scope !== scope) {
    const changed =
      tracked.scope === scope && tracked.orders && orders
        ? changedOrderIds(tracked.orders, orders)
        : none;
    setTracked({ scope, orders, changed: changed.size > 0 ? changed : none });
  }

  useEffect(() => {
    if (tracked.changed.size === 0) return;
    const timer = setTimeout(
      () => setTracked((current) => ({ ...current, changed: none })),
      HIGHLIGHT_MS,
    );
    return () => clearTimeout(timer);
  }, [tracked.changed]);

  return tracked.changed;
}
