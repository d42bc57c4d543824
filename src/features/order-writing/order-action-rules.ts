import { mayCall, type Role } from '../../shared/access';
import { isCancellable, orderStatusGroupOf, type Order } from '../../shared/contracts/orders';
import { nameOf, type UserNames } from '../reference-data/api/user-names';
import { orderStatusInWords } from '../../shared/order-status-words';
import { firstUnreadable } from '../../lib/left-out';

/** Which of the fields an action applies to could not be read ("amount unreadable"), if any. */
export function unreadableActionField(order: Order): string | undefined {
  return firstUnreadable({
    amount: order.amount,
    currency: order.baseCurrency,
    status: order.status,
  });
}

/**
 * Why nobody acts on this order from here: its amount, asset or status could not be read, so
 * what an approval or a cancellation would apply to is not known. Undefined when all three
 * are readable.
 */
export function unreadableForAction(order: Order): string | undefined {
  const unreadable = unreadableActionField(order);
  return unreadable === undefined
    ? undefined
    : `This order's ${unreadable.replace(/ unreadable$/, '')} could not be read, so it cannot be acted on here. Check the order at the provider.`;
}

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

export type CancelRefusal =
  'unreadable' | 'ended' | 'processing' | 'not-yours' | 'no-permission' | 'no-api-key';

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
  const unreadable = unreadableForAction(order);
  if (unreadable !== undefined) {
    return { offered: false, reason: 'unreadable', explanation: unreadable };
  }
  const group = orderStatusGroupOf(order.status);
  if (group === 'completed' || group === 'failed') {
    return {
      offered: false,
      reason: 'ended',
      explanation: `This order has ended (${orderStatusInWords(order.status)}); there is nothing left to cancel.`,
    };
  }
  if (!isCancellable(order.status)) {
    return {
      offered: false,
      reason: 'processing',
      explanation: `Processing has started (${orderStatusInWords(order.status)}), so the order can no longer be cancelled.`,
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

export type MasterPasswordRefusal =
  'unreadable' | 'creator' | 'not-eligible' | 'no-permission' | 'no-api-key';

/**
 * Whether "Enter master password" is offered, for an order waiting at
 * `master-password-required` (undefined for any other: there is nothing to offer). The
 * provider's rules, as for a co-signature: never the creator, only someone in
 * `availableCoSigners` when that list is set; and, as this dashboard adds, the approver role
 * and a key of their own.
 */
export function masterPasswordStanding(
  order: Order,
  me: Actor,
  names: UserNames,
): ActionStanding<MasterPasswordRefusal> | undefined {
  if (order.status !== 'master-password-required') return undefined;
  const unreadable = unreadableForAction(order);
  if (unreadable !== undefined) {
    return { offered: false, reason: 'unreadable', explanation: unreadable };
  }
  if (me.userId !== null && order.createdBy === me.userId) {
    return {
      offered: false,
      reason: 'creator',
      explanation:
        'You created this order. Under the four-eyes rule a co-signer must give the master password.',
    };
  }
  const allowed = order.extra?.availableCoSigners ?? [];
  if (me.userId !== null && allowed.length > 0 && !allowed.includes(me.userId)) {
    const listed = allowed.map((userId) => nameOf(userId, names)).join(', ');
    return {
      offered: false,
      reason: 'not-eligible',
      explanation: `Only this portfolio's co-signers (${listed}) may give the master password.`,
    };
  }
  if (!mayCall(me.roles, 'enterMasterPassword')) {
    return {
      offered: false,
      reason: 'no-permission',
      explanation: 'Giving the master password needs the approver role, which you do not have.',
    };
  }
  if (!me.hasApiKey) {
    return {
      offered: false,
      reason: 'no-api-key',
      explanation:
        'Add your API key (Settings) to give the master password: the request is signed with it.',
    };
  }
  return { offered: true };
}
