import { mayCall, type Role } from '../../shared/access';
import type { WireOrder } from '../../shared/contracts/orders';

/** A person who might be told that an order waits for them. */
export interface Candidate {
  subject: string;
  roles: readonly Role[];
  /** The provider's user id that owns their key; null when the server could not tell. */
  providerUserId: string | null;
  hasApiKey: boolean;
}

/** What an order waits for, when it waits for an approver. */
export type AwaitedStep = 'co-sign' | 'master-password';

export function awaitedStep(order: WireOrder): AwaitedStep | undefined {
  if (order.status === 'co-sign-require') return 'co-sign';
  if (order.status === 'master-password-required') return 'master-password';
  return undefined;
}

/**
 * Everyone who may act on an order that waits for approval: approvers with a key of their
 * own, never its creator, only those in `availableCoSigners` when that list is set, and (for
 * a co-signature) not those who already signed. Someone whose key owner is unknown is told
 * unless the list names who may sign: the provider decides the rest.
 */
export function whoMayAct(order: WireOrder, candidates: readonly Candidate[]): Candidate[] {
  const step = awaitedStep(order);
  if (step === undefined) return [];
  const allowed = order.extra?.availableCoSigners ?? [];
  const signed = order.extra?.coSigners ?? [];
  return candidates.filter((candidate) => {
    const operation = step === 'co-sign' ? 'coSignOrder' : 'enterMasterPassword';
    if (!mayCall(candidate.roles, operation) || !candidate.hasApiKey) return false;
    const userId = candidate.providerUserId;
    if (userId === null) return allowed.length === 0;
    if (userId === order.createdBy) return false;
    if (allowed.length > 0 && !allowed.includes(userId)) return false;
    return step === 'master-password' || !signed.includes(userId);
  });
}
