import { orderStatusInWords } from '../../shared/order-status-words';
import { mayCall, type Role } from '../../shared/access';
import type { Order } from '../../shared/contracts/orders';
import { nameOf, type UserNames } from '../reference-data/api/user-names';
import { unreadableActionField, unreadableForAction } from '../order-writing/order-action-rules';
import { LeftOut, unreadableItem } from '../../lib/left-out';
import { readOrUndefined } from '../../shared/contracts/readable';

/** Statuses in which an order waits for someone's approval (the co-sign queue). */
export const queueStatuses = [
  'co-sign-require',
  'waiting-approve',
  'master-password-required',
] as const;

/** Whether the signed-in person can approve an order, and if not, why not in words. */
export type SignerStanding =
  | { canSign: true }
  | {
      canSign: false;
      reason:
        | 'unreadable'
        | 'creator'
        | 'already-signed'
        | 'not-eligible'
        | 'not-awaiting'
        | 'administrator'
        | 'no-api-key'
        | 'no-permission';
      explanation: string;
    };

/** Who is looking at the queue: their roles, whether they have a key, and whose key it is. */
export interface Approver {
  /** The provider's user id that owns their API key; null when the server could not tell. */
  userId: string | null;
  roles: readonly Role[];
  hasApiKey: boolean;
}

function listNames(userIds: readonly string[], names: UserNames): string {
  const listed = userIds.map((userId) => nameOf(userId, names));
  // Stryker disable next-line StringLiteral: equivalent, one name (the list is never empty) takes no separator
  if (listed.length <= 1) return listed.join('');
  // Stryker disable next-line StringLiteral: equivalent, with two or more names at(-1) is never undefined
  return `${listed.slice(0, -1).join(', ')} and ${listed.at(-1) ?? ''}`;
}

/** The order's own rules for this person, when their key owner is known. */
function fourEyes(
  order: Order,
  userId: string | null,
  names: UserNames,
): SignerStanding | undefined {
  if (userId === null) return undefined;
  const extra = order.extra ?? {};
  if (order.createdBy === userId) {
    return {
      canSign: false,
      reason: 'creator',
      explanation: 'You created this order. Under the four-eyes rule someone else must approve it.',
    };
  }
  // Once the approvals are in, any eligible approver (a co-signer too) may give the password.
  // Stryker disable next-line ArrayDeclaration: equivalent, a placeholder in place of an absent list holds no user id either
  if (!needsMasterPassword(order) && (extra.coSigners ?? []).includes(userId)) {
    return {
      canSign: false,
      reason: 'already-signed',
      explanation: 'You have already approved this order; it is waiting for the others.',
    };
  }
  const allowed = extra.availableCoSigners ?? [];
  if (allowed.length > 0 && !allowed.includes(userId)) {
    return {
      canSign: false,
      reason: 'not-eligible',
      explanation: `Only ${listNames(allowed, names)} may approve orders of this portfolio.`,
    };
  }
  return undefined;
}

/**
 * `waiting-approve` is approved by an administrator of the organization in the provider's own
 * platform: the API has no call for it, so no one (a dashboard administrator neither) can
 * approve it here. The API does not say which administrators may, so nobody is named.
 */
function administratorApproval(me: Approver): string {
  const where =
    'This order waits for approval by an administrator of the organization, given in the Copper platform, not here.';
  return me.roles.includes('admin')
    ? `${where} Your administrator role in this dashboard does not approve it: if you administer the organization at Copper, approve it in the Copper platform.`
    : `${where} Ask an administrator of the organization to approve it in the Copper platform.`;
}

/** Whether this screen can ever approve the order, for anyone: otherwise no approve button. */
export function approvableHere(standing: SignerStanding): boolean {
  return standing.canSign || standing.reason !== 'administrator';
}

/**
 * The four-eyes rules as the API applies them: never the creator, never twice, and only
 * someone in `availableCoSigners` when that list is not empty; and, as this dashboard adds,
 * only someone with the approver role and an API key of their own. `waiting-approve` orders
 * wait for an administrator of the organization at the provider. When the server could not
 * tell whose key the person holds, the provider's answer decides the four-eyes part.
 */
export function signerStanding(order: Order, me: Approver, names: UserNames): SignerStanding {
  const unreadable = unreadableForAction(order);
  if (unreadable !== undefined) {
    return { canSign: false, reason: 'unreadable', explanation: unreadable };
  }
  if (!queueStatuses.some((status) => status === order.status)) {
    return {
      canSign: false,
      reason: 'not-awaiting',
      explanation: `This order is ${orderStatusInWords(order.status).toLowerCase()}, not waiting for approval.`,
    };
  }
  if (order.status === 'waiting-approve') {
    return { canSign: false, reason: 'administrator', explanation: administratorApproval(me) };
  }
  const orderRule = fourEyes(order, me.userId, names);
  if (orderRule !== undefined) return orderRule;
  if (!mayCall(me.roles, 'coSignOrder')) {
    return {
      canSign: false,
      reason: 'no-permission',
      explanation: 'Approving orders needs the approver role, which you do not have.',
    };
  }
  if (!me.hasApiKey) {
    return {
      canSign: false,
      reason: 'no-api-key',
      explanation: 'Add your API key (Settings) to approve orders: approvals are signed with it.',
    };
  }
  return { canSign: true };
}

/** Approval counts of an order; `required` is null when the API does not state it. */
export interface Quorum {
  required: number | null;
  signed: number;
  /** Approvals still needed (0 when complete or unknown). */
  remaining: number;
  /**
   * Who may still sign: `availableCoSigners` minus the creator and those who signed.
   * null when `availableCoSigners` is empty, meaning any permitted member of the organization.
   */
  eligibleLeft: string[] | null;
  /** True when fewer eligible signers are left than approvals are needed. */
  cannotComplete: boolean;
}

export function quorumOf(order: Order): Quorum {
  const extra = order.extra ?? {};
  const signedBy = extra.coSigners ?? [];
  // Unreadable reads as not stated: the count shown is then "not known", never a guess.
  const stated = readOrUndefined(extra.coSignersNumber);
  const required = stated === undefined ? null : Number(stated);
  const remaining = required === null ? 0 : Math.max(0, required - signedBy.length);
  const allowed = extra.availableCoSigners ?? [];
  const eligibleLeft =
    allowed.length === 0
      ? null
      : allowed.filter((userId) => userId !== order.createdBy && !signedBy.includes(userId));
  return {
    required,
    signed: signedBy.length,
    remaining,
    eligibleLeft,
    cannotComplete: eligibleLeft !== null && eligibleLeft.length < remaining,
  };
}

/** Whether approving this order needs the master password (its hash travels with the approval). */
export function needsMasterPassword(order: Order): boolean {
  return order.status === 'master-password-required';
}

/** Oldest first: the order that has waited longest is the one to look at next. */
export function byAge(a: Order, b: Order): number {
  // An order whose creation time is unreadable goes last: its age is not known.
  const age = (order: Order) => Number(readOrUndefined(order.createdAt) ?? Infinity);
  return age(a) - age(b) || a.orderId.localeCompare(b.orderId);
}

/** Splits the queue for the signed-in person, each part oldest first. */
export function splitQueue(
  orders: readonly Order[],
  me: Approver,
  names: UserNames,
): { awaitingMe: Order[]; awaitingOthers: Order[] } {
  const sorted = [...orders].sort(byAge);
  return {
    awaitingMe: sorted.filter((order) => signerStanding(order, me, names).canSign),
    awaitingOthers: sorted.filter((order) => !signerStanding(order, me, names).canSign),
  };
}

/**
 * What a count of the queue could not judge: items of the answer that could not be read at
 * all, and orders whose amount, asset or status could not be read (nobody approves those here).
 */
export function queueLeftOut(queue: {
  orders: readonly Order[];
  unreadableItems: readonly unknown[];
}): LeftOut {
  const leftOut = new LeftOut();
  leftOut.add(unreadableItem, queue.unreadableItems.length);
  for (const order of queue.orders) {
    const unreadable = unreadableActionField(order);
    if (unreadable !== undefined) leftOut.add(unreadable);
  }
  return leftOut;
}

/** The person as the queue sees them, from their session. */
export function approverOf(person: {
  providerUserId: string | null;
  roles: readonly Role[];
  hasApiKey: boolean;
}): Approver {
  return { userId: person.providerUserId, roles: person.roles, hasApiKey: person.hasApiKey };
}
