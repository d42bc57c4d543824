import { mayCall, type Role } from '../../shared/access';
import { isCancellable, orderStatusGroupOf, type Order } from '../../shared/contracts/orders';
import { nameOf, type UserNames } from '../reference-data/api/user-names';

/** Who is looking at an order: their roles, whether they hold a key, and whose key it is. */
export interface Actor {
  /** The provider's user id that owns their API key; null when the server could not tell. */
  userId: string | null;
  roles: readonly Role[];
  hasApiKey: boolean;
}

/** Whether an action is offered to this person on this order, and if not, why not in words. */
export type ActionStanding<Reason extends string> =
  { offered: true } | { offered: false; reason: Reason; explanation: string };

export type CancelRefusal = 'ended' | 'processing' | 'not-yours' | 'no-permission' | 'no-api-key';

/**
 * Whether "Cancel order" is offered: only before processing starts (the statuses the sandbox
 * and the provider accept), only to the order's creator, with the treasury role and a key of
 * their own. When the server could not tell whose key the person holds, the provider decides
 * whether they created it.
 */
export function cancelStanding(
  order: Order,
  me: Actor,
  names: UserNames,
): ActionStanding<CancelRefusal> {
  const group = orderStatusGroupOf(order.status);
  if (group === 'completed' || group === 'failed') {
    return {
      offered: false,
      reason: 'ended',
      explanation: `This order has ended (${order.status}); there is nothing left to cancel.`,
    };
  }
  if (!isCancellable(order.status)) {
    return {
      offered: false,
      reason: 'processing',
      explanation: `Processing has started (${order.status}), so the order can no longer be cancelled.`,
    };
  }
  if (me.userId !== null && order.createdBy !== me.userId) {
    const creator = order.createdBy === undefined ? 'its creator' : nameOf(order.createdBy, names);
    return {
      offered: false,
      reason: 'not-yours',
      explanation: `Only the person who created this order (${creator}) can cancel it.`,
    };
  }
  if (!mayCall(me.roles, 'cancelOrder')) {
    return {
      offered: false,
      reason: 'no-permission',
      explanation: 'Cancelling orders needs the treasury role, which you do not have.',
    };
  }
  if (!me.hasApiKey) {
    return {
      offered: false,
      reason: 'no-api-key',
      explanation: 'Add your API key (Settings) to cancel orders: the request is signed with it.',
    };
  }
  return { offered: true };
}
