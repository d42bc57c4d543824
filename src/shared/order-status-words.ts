import { isKnownValue } from './contracts/primitives';
import { isUnreadable, readableText, type Readable } from './contracts/readable';
import { orderStatuses, type OrderStatus } from './contracts/orders';

/** Each order status as an operator says it; the API's code stays one hover away. */
export const orderStatusWords: Readonly<Record<OrderStatus, string>> = {
  new: 'New',
  'waiting-funds': 'Waiting for funds',
  reserving: 'Reserving funds',
  reserved: 'Funds reserved',
  queued: 'Queued',
  'validating-funds': 'Checking funds',
  working: 'Working',
  'waiting-approve': 'Awaiting administrator approval',
  'co-sign-require': 'Awaiting co-signers',
  approved: 'Approved',
  processing: 'Processing',
  executed: 'Executed',
  canceled: 'Cancelled',
  rejecting: 'Being rejected',
  rejected: 'Rejected',
  declining: 'Being declined',
  declined: 'Declined',
  suspending: 'Being suspended',
  suspended: 'Suspended',
  blocked: 'Blocked',
  'action-required': 'Action required',
  accepting: 'Being accepted',
  accepted: 'Accepted',
  'require-initializer-approve': 'Awaiting the initiator',
  'waiting-counterparty-approve': 'Awaiting the counterparty',
  'require-counterparty-approve': 'Counterparty must approve',
  'ready-for-settlement': 'Ready to settle',
  settled: 'Settled',
  'part-signed-tx-added': 'Partly signed',
  'full-signed-tx-added': 'Fully signed',
  'rejected-part-signed-tx-added': 'Rejected, partly signed',
  'rejected-full-signed-tx-added': 'Rejected, fully signed',
  'accepted-part-signed-tx-added': 'Accepted, partly signed',
  'accepted-full-signed-tx-added': 'Accepted, fully signed',
  'awaiting-settlement': 'Awaiting settlement',
  'master-password-required': 'Awaiting the master password',
  'manual-resolving': 'Manual resolution',
  error: 'Failed',
  'pending-atomic-settlement-confirmation': 'Awaiting settlement confirmation',
  'atomic-settlement-reservation-completed': 'Settlement funds reserved',
  'require-finalize': 'Must be finalised',
  'waiting-accept-deposit': 'Deposit awaiting acceptance',
  'waiting-reject-deposit': 'Deposit awaiting rejection',
};

/** A status in words; one this version does not know is shown as the API sent it. */
export function orderStatusInWords(status: Readable<string>): string {
  if (isUnreadable(status)) return readableText(status, 'Status');
  return isKnownValue(orderStatuses, status) ? orderStatusWords[status] : status;
}
