import type { StatusTone } from '../../components/status-badge';
import { settlementStatuses, type SettlementStatus } from '../../shared/contracts/clearloop';
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

/** Badge tone of a settlement (or detail/instruction) status; undefined when unknown. */
export function settlementToneOf(status: string): StatusTone | undefined {
  return isKnownValue(settlementStatuses, status) ? settlementTones[status] : undefined;
}

/** A settlement in a final status no longer changes, so it need not be polled. */
export function isFinalSettlementStatus(status: string): boolean {
  return isKnownValue(finalStatuses, status);
}
