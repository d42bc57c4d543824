import { StatusBadge, type StatusTone } from '../../../components/status-badge';
import { orderStatusGroupOf, type OrderStatusGroup } from '../../../shared/contracts/orders';

const groupTones: Record<OrderStatusGroup, StatusTone> = {
  'needs-action': 'action',
  'in-progress': 'progress',
  completed: 'success',
  failed: 'failure',
};

export function OrderStatusBadge({ status }: { status: string }) {
  const group = orderStatusGroupOf(status);
  return <StatusBadge value={status} tone={group ? groupTones[group] : undefined} />;
}
