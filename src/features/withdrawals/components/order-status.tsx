import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { orderStatusGroupOf, type OrderStatusGroup } from '../../../shared/contracts/orders';

const groupTones: Readonly<Record<OrderStatusGroup, StatusTone>> = {
  'needs-action': 'action',
  'in-progress': 'progress',
  completed: 'success',
  failed: 'failure',
};

/** An order status as a badge; a status this version does not know is neutral. */
export function OrderStatus({ status }: { status: string }) {
  const group = orderStatusGroupOf(status);
  return <StatusBadge value={status} tone={group ? groupTones[group] : undefined} />;
}
