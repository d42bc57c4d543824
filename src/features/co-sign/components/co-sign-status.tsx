import { Text } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { RouterAnchor } from '../../../components/router-anchor';
import { StatusAlert } from '../../../components/status-alert';

/** What the last action on the co-sign page did, in words. */
export interface PageStatus {
  color: 'green' | 'gray';
  title: string;
  message: string;
}

/**
 * The page's answer to an action, above the review it concerns: in the panel rather than a
 * toast, so it covers neither the queue nor the review, at any width.
 */
export function CoSignStatus({ status, onClose }: { status: PageStatus; onClose: () => void }) {
  return (
    <StatusAlert
      color={status.color}
      role="status"
      icon={
        status.color === 'green' ? <IconCircleCheck aria-hidden /> : <IconInfoCircle aria-hidden />
      }
      title={status.title}
      withCloseButton
      closeButtonLabel="Dismiss this message"
      onClose={onClose}
      data-testid="co-sign-status"
    >
      <Text size="sm">{status.message}</Text>
    </StatusAlert>
  );
}

/** A link named an order the queue does not hold: say so rather than review another order. */
export function NotInQueue({ orderId }: { orderId: string }) {
  return (
    <StatusAlert
      color="gray"
      icon={<IconInfoCircle aria-hidden />}
      title="Not waiting for approval"
    >
      <Text size="sm">
        This order is not in the approval queue: it may have been approved, cancelled or completed
        since the link was made.{' '}
        <RouterAnchor to="/orders/$orderId" params={{ orderId }} size="sm">
          See where it stands
        </RouterAnchor>
      </Text>
    </StatusAlert>
  );
}
