import { Drawer, Group, Loader, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { RouterAnchor } from '../../../components/router-anchor';
import type { Order } from '../../../shared/contracts/orders';
import { lazy, Suspense } from 'react';

// Loaded when the first order is opened, not with the list.
const OrderDetailView = lazy(async () => ({
  default: (await import('./order-detail-view')).OrderDetailView,
}));

/** The order detail beside the list; focus returns to the row on close. */
export function OrderDetailDrawer({
  order,
  onClose,
}: {
  order: Order | null;
  onClose: () => void;
}) {
  return (
    <Drawer
      opened={order !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        order ? (
          <Text fw={600} component="span">
            Order {order.orderId}
          </Text>
        ) : null
      }
      closeButtonProps={{ 'aria-label': 'Close order detail' }}
    >
      {order ? (
        <>
          <Group justify="flex-end" mb="sm">
            <RouterAnchor to="/orders/$orderId" params={{ orderId: order.orderId }} size="sm">
              Open as a page <IconExternalLink size={14} aria-hidden />
            </RouterAnchor>
          </Group>
          <Suspense fallback={<Loader size="sm" role="status" aria-label="Loading the order" />}>
            <OrderDetailView orderId={order.orderId} placeholder={order} headingLevel={3} />
          </Suspense>
        </>
      ) : null}
    </Drawer>
  );
}
