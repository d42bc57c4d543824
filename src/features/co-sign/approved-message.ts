import { orderStatusInWords } from '../../components/order-status-words';
import type { Order } from '../../shared/contracts/orders';
import { nameOf, type UserNames } from '../reference-data/api/user-names';
import { queueStatuses, quorumOf } from './co-sign-rules';

/** What happened after an approval, from the order the API returned. */
export function approvedMessage(updated: Order, names: UserNames): string {
  const quorum = quorumOf(updated);
  const progress =
    quorum.required === null ? '' : `${quorum.signed} of ${quorum.required} approvals. `;
  if (updated.status === 'master-password-required') {
    return `${progress}The order now waits for the master password.`;
  }
  if (queueStatuses.some((status) => status === updated.status)) {
    const others = quorum.eligibleLeft?.map((userId) => nameOf(userId, names)).join(', ');
    return `${progress}Waiting for ${others && others.length > 0 ? others : 'the other approvers'}.`;
  }
  return `${progress}The order proceeds (now: ${orderStatusInWords(updated.status).toLowerCase()}).`;
}
