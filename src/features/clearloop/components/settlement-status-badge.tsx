import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { orderStatusGroupOf, type OrderStatusGroup } from '../../../shared/contracts/orders';
import { settlementToneOf } from '../settlement-status';

/** A settlement, settlement detail or instruction status; unknown values are neutral. */
export function SettlementStatusBadge({ status }: { status: string }) {
  return <StatusBadge value={status} tone={settlementToneOf(status)} />;
}

const orderGroupTones: Record<OrderStatusGroup, StatusTone> = {
  'needs-action': 'action',
  'in-progress': 'progress',
  completed: 'success',
  failed: 'failure',
};

/** The status of an order an instruction links to; unknown values are neutral. */
export function LinkedOrderStatusBadge({ status }: { status: string }) {
  const group = orderStatusGroupOf(status);
  return <StatusBadge value={status} tone={group ? orderGroupTones[group] : undefined} />;
}
