import type { WireSettlement } from '../../shared/contracts/clearloop';
import type { WireOrder } from '../../shared/contracts/orders';
import type { OrderEventType } from '../../shared/contracts/webhooks';
import type { SqlClient } from '../../store/sql-client';
import { orderMoment, recordOrderActivity } from '../db/order-activities';
import { enqueueWebhook } from '../db/outbox-repository';

const failedStatuses = new Set(['rejected', 'error']);

/** The provider's event for an order that was just created (`previous` undefined) or moved. */
export function orderEventType(
  order: WireOrder,
  previous: string | undefined,
): OrderEventType | undefined {
  const deposit = order.orderType === 'deposit';
  const undelegation = deposit && order.extra?.isClearLoopUnDelegation === true;
  if (previous === undefined) {
    if (undelegation) return 'clearloop-undelegation-created';
    return deposit ? 'deposit-created' : 'withdraw-created';
  }
  if (order.status === previous) return undefined;
  switch (order.status) {
    case 'co-sign-require':
      return 'order-co-sign-required';
    case 'master-password-required':
      return 'order-master-password-required';
    case 'approved':
      return 'order-approved';
    case 'processing':
      return deposit ? 'deposit-transaction-received' : 'withdraw-transaction-sent';
    case 'executed':
      if (undelegation) return 'clearloop-undelegation-completed';
      return deposit ? 'deposit-completed' : 'withdraw-completed';
    case 'canceled':
      return 'order-canceled';
    default:
      if (failedStatuses.has(order.status)) return deposit ? 'deposit-failed' : 'withdraw-failed';
      return undefined;
  }
}

/**
 * Reports an order change, in the transaction that made it and after the order was
 * saved: queues the webhook it produces and adds what the feed shows of it.
 */
export async function reportOrderChange(
  tx: SqlClient,
  order: WireOrder,
  previous: string | undefined,
  nowMs: number,
): Promise<void> {
  const type = orderEventType(order, previous);
  if (type !== undefined) await enqueueWebhook(tx, type, order, nowMs);
  const moment = orderMoment(order.status, previous);
  if (moment !== undefined) await recordOrderActivity(tx, order.orderId, moment);
}

/** Queues the webhook a settlement's new state produces. */
export async function reportSettlementChange(
  tx: SqlClient,
  settlement: WireSettlement,
  nowMs: number,
) {
  await enqueueWebhook(tx, 'clearloop-settlement-updated', settlement, nowMs);
}
