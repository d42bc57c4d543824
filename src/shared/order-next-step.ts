import { isKnownValue } from './contracts/primitives';
import { orderStatusGroupOf, orderStatuses, type Order } from './contracts/orders';
import { orderStatusWords } from './order-status-words';
import { isUnreadable } from './contracts/readable';

/** Who acts next on an order, or what became of it, in words. */
export interface NextStep {
  /** "Needs 1 more approval from Marcus Chen or Amara Okafor". */
  text: string;
  /** The same in a few words, for a narrow list column: "1 more: Marcus Chen or Amara Okafor". */
  brief: string;
  tone: 'waiting' | 'failed' | 'working' | 'done';
  /** How many approvals are still missing, when the order waits for co-signers. */
  missingApprovals?: number;
  /** The people who may give them, by name (empty: any approver other than the creator). */
  approvers?: string[];
}

function joinOr(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1] ?? ''}`;
}

/**
 * What an order waits for and from whom, from its status and co-signer fields: the approvals
 * still missing and who may give them, a master password, or how it ended. `nameOf` turns a
 * user id into a name.
 */
export function nextStepOf(order: Order, nameOf: (userId: string) => string): NextStep {
  const { extra, status } = order;
  if (isUnreadable(status)) {
    const text = 'Not known: its status could not be read';
    return { text, brief: 'Status unreadable', tone: 'waiting' };
  }
  if (status === 'co-sign-require' || status === 'waiting-approve') {
    const signed = extra?.coSigners ?? [];
    const required = extra?.coSignersNumber ?? '1';
    const approvers = (extra?.availableCoSigners ?? [])
      .filter((userId) => !signed.includes(userId) && userId !== order.createdBy)
      .map(nameOf);
    const from =
      approvers.length > 0
        ? joinOr(approvers)
        : `any approver other than ${order.createdBy ? nameOf(order.createdBy) : 'its creator'}`;
    if (isUnreadable(required)) {
      // How many approvals it needs could not be read: say so rather than guess one.
      return {
        text: `Needs approvals (how many could not be read) from ${from}`,
        brief: `Approvals: ${from}`,
        tone: 'waiting',
        approvers,
      };
    }
    const missing = Math.max(Number(required) - signed.length, 1);
    const count = missing === 1 ? '1 more approval' : `${missing} more approvals`;
    return {
      text: `Needs ${count} from ${from}`,
      brief: `${missing} more: ${from}`,
      tone: 'waiting',
      missingApprovals: missing,
      approvers,
    };
  }
  if (status === 'master-password-required') {
    return {
      text: 'An approver must enter the master password',
      brief: 'Master password',
      tone: 'waiting',
    };
  }
  const group = orderStatusGroupOf(status);
  if (group === 'needs-action') {
    return { text: 'Needs action at the provider', brief: 'The provider', tone: 'waiting' };
  }
  if (group === 'failed') {
    const ended = isKnownValue(orderStatuses, status)
      ? orderStatusWords[status]
      : 'Did not complete';
    return { text: ended, brief: ended, tone: 'failed' };
  }
  if (group === 'completed') {
    return { text: 'Done: nothing left to do', brief: 'Nobody: done', tone: 'done' };
  }
  if (group === undefined) {
    // A status the provider added after this version: it has the order, who acts is not known here.
    const text = `The provider has it (status "${status}" is new to this dashboard)`;
    return { text, brief: 'The provider', tone: 'working' };
  }
  return { text: 'The provider is processing it', brief: 'The provider', tone: 'working' };
}
