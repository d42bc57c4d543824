import type { SettlementStatus, SettlementSubStatus } from '../../shared/contracts/clearloop';

/** The sub-status each settlement status settles into when nothing holds the cycle up. */
const subStatusOf: Record<SettlementStatus, SettlementSubStatus> = {
  new: 'calculating-pnl',
  'pending-exchange-confirmation': 'awaiting-exchange-confirmation',
  'in-progress': 'transfers-in-progress',
  'on-chain-orders-in-progress': 'awaiting-on-chain-confirmations',
  completed: 'settled',
  'partially-completed': 'some-instructions-failed',
  // The sandbox fails a cycle only when the exchange misses its confirmation deadline.
  failed: 'exchange-confirmation-timeout',
  cancelled: 'cancelled-by-exchange',
  ignored: 'nothing-to-settle',
  excluded: 'excluded-by-exchange',
};

/**
 * The provider's `settlementSubStatus` for a settlement in `status`. A cycle waiting for the
 * exchange while the exchange's collateral is in deficit is held for a top-up first.
 */
export function settlementSubStatusFor(
  status: SettlementStatus,
  { collateralDeficit = false }: { collateralDeficit?: boolean } = {},
): SettlementSubStatus {
  if (status === 'pending-exchange-confirmation' && collateralDeficit) {
    return 'awaiting-collateral-top-up';
  }
  return subStatusOf[status];
}
