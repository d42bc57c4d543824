import { orderStatusGroupOf, type OrderStatusGroup } from '../shared/contracts/orders';
import { isUnreadable, type Readable } from '../shared/contracts/readable';
import { orderStatusInWords } from '../shared/order-status-words';
import { StatusBadge, type StatusTone } from './status-badge';

const groupTones: Readonly<Record<OrderStatusGroup, StatusTone>> = {
  'needs-action': 'action',
  'in-progress': 'progress',
  completed: 'success',
  failed: 'failure',
};

/** An order status in words as a badge, toned by its group; a status this version does not know is neutral. */
export function OrderStatusBadge({ status }: { status: Readable<string> }) {
  const group = orderStatusGroupOf(status);
  return (
    <StatusBadge
      value={status}
      label={isUnreadable(status) ? undefined : orderStatusInWords(status)}
      tone={group ? groupTones[group] : undefined}
    />
  );
}
