import { isCancellable, type WireOrder } from '../../shared/contracts/orders';
import { lockOrder, saveOrders } from '../db/orders-repository';
import { deleteProgress } from '../db/progress-repository';
import { settleReservation } from '../db/reservations-repository';
import type { Database } from '../../store/sql-client';
import type { SandboxIdentity } from '../identities';
import { accept, refuse, type Outcome } from './refusal';
import { reportOrderChange } from '../webhooks/order-events';

export interface CancelOptions {
  identity: SandboxIdentity;
  nowMs: number;
}

/**
 * PATCH /orders/{id} (`application/vnd.cancel-order+json`): stops an order that has not
 * started processing. Only its creator may, as the provider allows. In one transaction it
 * locks the order (so the clock, which skips locked orders, cannot move it meanwhile),
 * releases its reservation, ends it `canceled` and reports the change like any other. The
 * reason is the provider's to keep; `OrderExtra` has no field for it or for who cancelled,
 * so the order carries neither: the dashboard's audit log records both.
 */
export async function cancelOrder(
  db: Database,
  orderId: string,
  options: CancelOptions,
): Promise<Outcome<WireOrder>> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (order === undefined) return refuse(404, 'not-found', `Order ${orderId} does not exist.`);
    if (order.createdBy !== options.identity.userId) {
      return refuse(
        403,
        'forbidden',
        `${options.identity.name} did not create order ${orderId}; only its creator may cancel it.`,
      );
    }
    if (!isCancellable(order.status)) {
      return refuse(
        409,
        'order-not-cancellable',
        `Order ${orderId} is ${order.status}: only an order that has not started processing can be cancelled.`,
      );
    }
    const now = String(options.nowMs);
    const canceled: WireOrder = { ...order, status: 'canceled', updatedAt: now, terminatedAt: now };
    await saveOrders(tx, [canceled]);
    await settleReservation(tx, orderId, 'release', options.nowMs);
    await deleteProgress(tx, orderId);
    await reportOrderChange(tx, canceled, order.status, options.nowMs);
    return accept(canceled);
  });
}
