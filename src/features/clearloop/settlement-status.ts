import { isUnreadable, readableText, type Readable } from '../../shared/contracts/readable';
import type { StatusTone } from '../../components/status-badge';
import {
  settlementStatuses,
  settlementSubStatuses,
  type SettlementStatus,
  type SettlementSubStatus,
} from '../../shared/contracts/clearloop';
import { isKnownValue } from '../../shared/contracts/primitives';

const settlementTones: Record<SettlementStatus, StatusTone> = {
  new: 'progress',
  'pending-exchange-confirmation': 'action',
  'in-progress': 'progress',
  'on-chain-orders-in-progress': 'progress',
  completed: 'success',
  'partially-completed': 'action',
  failed: 'failure',
  cancelled: 'neutral',
  ignored: 'neutral',
  excluded: 'neutral',
};

const finalStatuses: readonly SettlementStatus[] = [
  'completed',
  'failed',
  'cancelled',
  'ignored',
  'excluded',
];

const settlementWords: Record<SettlementStatus, string> = {
  new: 'New',
  'pending-exchange-confirmation': 'Waiting for the exchange to confirm',
  'in-progress': 'In progress',
  'on-chain-orders-in-progress': 'On-chain transfers under way',
  completed: 'Completed',
  'partially-completed': 'Partly completed',
  failed: 'Failed',
  cancelled: 'Cancelled',
  ignored: 'Ignored',
  excluded: 'Excluded',
};

/** A settlement (or detail/instruction) status in words; undefined when unknown or unreadable. */
export function settlementStatusWords(status: Readable<string>): string | undefined {
  return isKnownValue(settlementStatuses, status) ? settlementWords[status] : undefined;
}

/** Badge tone of a settlement (or detail/instruction) status; undefined when unknown. */
export function settlementToneOf(status: Readable<string>): StatusTone | undefined {
  return isKnownValue(settlementStatuses, status) ? settlementTones[status] : undefined;
}

/** A settlement in a final status no longer changes, so it need not be polled. */
export function isFinalSettlementStatus(status: Readable<string>): boolean {
  return isKnownValue(finalStatuses, status);
}

const subStatusWords: Record<SettlementSubStatus, string> = {
  'calculating-pnl': 'Profit and loss being calculated',
  'awaiting-exchange-confirmation': 'Waiting for the exchange to confirm',
  'awaiting-collateral-top-up': 'Held until the exchange tops up its collateral',
  'transfers-in-progress': 'Transfers under way',
  'awaiting-on-chain-confirmations': 'Waiting for on-chain confirmations',
  settled: 'Settled',
  'some-instructions-failed': 'Some instructions failed',
  'exchange-confirmation-timeout': 'The exchange did not confirm in time',
  'cancelled-by-exchange': 'Cancelled by the exchange',
  'nothing-to-settle': 'Nothing to settle this cycle',
  'excluded-by-exchange': 'Excluded by the exchange',
};

/** Words for a settlement's sub-status; a value this dashboard does not know is shown as sent. */
export function describeSettlementSubStatus(subStatus: Readable<string>): string {
  if (isUnreadable(subStatus)) return readableText(subStatus, 'Sub-status');
  return isKnownValue(settlementSubStatuses, subStatus) ? subStatusWords[subStatus] : subStatus;
}
