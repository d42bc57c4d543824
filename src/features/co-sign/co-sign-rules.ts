import type { Order } from '../../shared/contracts/orders';
import type { PublicIdentity } from '../../shared/session';

/** Statuses in which an order waits for someone's approval (the co-sign queue). */
export const queueStatuses = [
  'co-sign-require',
  'waiting-approve',
  'master-password-required',
] as const;

/** Whether the acting user can approve an order, and if not, why not in words. */
export type SignerStanding =
  | { canSign: true }
  | {
      canSign: false;
      reason:
        | 'creator'
        | 'already-signed'
        | 'not-eligible'
        | 'not-awaiting'
        | 'administrator'
        | 'no-identity'
        | 'no-permission';
      explanation: string;
    };

/** Display name of a user id: a known identity's name, otherwise the id itself. */
export function nameOf(userId: string, identities: readonly PublicIdentity[]): string {
  return identities.find((identity) => identity.userId === userId)?.name ?? userId;
}

function listNames(userIds: readonly string[], identities: readonly PublicIdentity[]): string {
  const names = userIds.map((userId) => nameOf(userId, identities));
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
}

/**
 * The four-eyes rules as the API applies them: never the creator, never twice, and only
 * someone in `availableCoSigners` when that list is not empty. `waiting-approve` orders wait for
 * an administrator, whom this screen does not act for.
 */
export function signerStanding(
  order: Order,
  userId: string | undefined,
  identities: readonly PublicIdentity[],
): SignerStanding {
  if (userId === undefined) {
    return {
      canSign: false,
      reason: 'no-identity',
      explanation: 'No identity is selected, so nobody can approve from this browser.',
    };
  }
  if (!queueStatuses.some((status) => status === order.status)) {
    return {
      canSign: false,
      reason: 'not-awaiting',
      explanation: `This order is ${order.status}, not waiting for approval.`,
    };
  }
  if (order.status === 'waiting-approve') {
    return {
      canSign: false,
      reason: 'administrator',
      explanation:
        'This order waits for approval by an administrator of the organization, not by co-signers.',
    };
  }
  const extra = order.extra ?? {};
  if (order.createdBy === userId) {
    return {
      canSign: false,
      reason: 'creator',
      explanation: 'You created this order. Under the four-eyes rule someone else must approve it.',
    };
  }
  // Once the approvals are in, any eligible approver (a co-signer too) may give the password.
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
      explanation: `Only ${listNames(allowed, identities)} may approve orders of this portfolio.`,
    };
  }
  // Known only for the sandbox's identities; upstream, the API's answer decides.
  const acting = identities.find((identity) => identity.userId === userId);
  if (acting && !acting.permissions.includes('co-sign')) {
    return {
      canSign: false,
      reason: 'no-permission',
      explanation: `Your role (${acting.role}) may not approve orders; an approver must.`,
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
  const required = extra.coSignersNumber === undefined ? null : Number(extra.coSignersNumber);
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
  return Number(a.createdAt) - Number(b.createdAt) || a.orderId.localeCompare(b.orderId);
}

/** Splits the queue for the acting user, each part oldest first. */
export function splitQueue(
  orders: readonly Order[],
  userId: string | undefined,
  identities: readonly PublicIdentity[],
): { awaitingMe: Order[]; awaitingOthers: Order[] } {
  const sorted = [...orders].sort(byAge);
  return {
    awaitingMe: sorted.filter((order) => signerStanding(order, userId, identities).canSign),
    awaitingOthers: sorted.filter((order) => !signerStanding(order, userId, identities).canSign),
  };
}
