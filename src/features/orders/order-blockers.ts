import { readOrUndefined } from '../../shared/contracts/readable';
import { orderStatusInWords } from '../../shared/order-status-words';
import { orderStatusGroups, type Order, type OrderStatus } from '../../shared/contracts/orders';

/** Orders still on their way: waiting for someone, or moving through the provider. */
export const inFlightStatuses: OrderStatus[] = [
  ...orderStatusGroups['needs-action'],
  ...orderStatusGroups['in-progress'],
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What an order in flight waits for, in words: who or what has to act before it moves on. */
export function whatBlocks(order: Order): string {
  switch (order.status) {
    case 'co-sign-require': {
      const signed = order.extra?.coSigners?.length ?? 0;
      const required = Number(order.extra?.coSignersNumber ?? Number.NaN);
      if (!Number.isInteger(required)) return 'Awaiting co-signers';
      const missing = Math.max(0, required - signed);
      return `Awaiting co-signers: ${plural(missing, 'approval', 'approvals')} missing (${signed} of ${required} given)`;
    }
    case 'master-password-required':
      return 'Awaiting the master password from an approver';
    case 'waiting-approve':
      return 'Awaiting approval by an administrator of the organization';
    case 'waiting-funds':
      return 'Waiting for funds: the portfolio holds too little to send it';
    case 'new':
    case 'reserving':
    case 'reserved':
    case 'queued':
    case 'validating-funds':
    case 'working':
      return 'With the provider: being checked and prepared';
    case 'approved':
      return 'Approved; the provider sends it next';
    case 'processing':
      return 'Processing: being sent to the blockchain';
    case 'action-required':
    case 'require-finalize':
      return 'Needs action at the provider before it can go on';
    case 'manual-resolving':
      return 'Being resolved by hand at the provider';
    default:
      return orderStatusInWords(order.status);
  }
}

/** Whether an order waits for a person (an approver, an administrator) rather than the provider. */
export function waitsForSomeone(order: Order): boolean {
  return orderStatusGroups['needs-action'].some((status) => status === order.status);
}

/** The person's own orders, newest first. */
export function ownOrders(orders: readonly Order[], userId: string): Order[] {
  return (
    orders
      .filter((order) => order.createdBy === userId)
      // An order whose creation time is unreadable goes last: how new it is is not known.
      .sort(
        (a, b) =>
          Number(readOrUndefined(b.createdAt) ?? -1) - Number(readOrUndefined(a.createdAt) ?? -1),
      )
  );
}
