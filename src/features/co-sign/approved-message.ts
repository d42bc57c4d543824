import { orderStatusInWords } from '../../shared/order-status-words';
import { orderKindInWords } from '../../components/order-type-words';
import { formatDecimal } from '../../lib/format-decimal';
import { readableText, readOrUndefined } from '../../shared/contracts/readable';
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

/**
 * Where the review goes after an approval, so the move to another order is never silent: the
 * next order in the person's queue by kind, amount and portfolio, or that nothing else waits.
 */
export function nextInWords(next: Order | undefined, portfolioName: string | undefined): string {
  if (next === undefined) return 'Nothing else waits for your approval.';
  const amount = readOrUndefined(next.amount);
  const figure = amount === undefined ? null : formatDecimal(amount);
  const currency = readableText(next.baseCurrency, 'Currency');
  const what = figure === null ? `${currency} (amount unreadable)` : `${figure} ${currency}`;
  return `Next: ${orderKindInWords(next).toLowerCase()} of ${what} from ${portfolioName ?? next.portfolioId}.`;
}
