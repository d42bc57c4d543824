import { Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { RouterAnchor } from '../../../components/router-anchor';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import { notificationKeys } from '../../../lib/query-keys';
import { formatRelative } from '../../../lib/time';
import { portfoliosQueryOptions } from '../../reference-data/api/reference-queries';
import { markNotificationsRead, notificationsQueryOptions } from '../api/notifications-api';

/** What waits for the signed-in person, newest first; each leads to the review. */
export function NotificationsDrawer({ onClose }: { onClose: () => void }) {
  const queryClient = useQueryClient();
  const notifications = useQuery(notificationsQueryOptions);
  const portfolios = useQuery(portfoliosQueryOptions);
  const read = useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  const list = notifications.data?.notifications ?? [];
  const unread = list.filter((entry) => !entry.read);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      title="Waiting for you"
      size="md"
      closeButtonProps={{ 'aria-label': 'Close the notifications' }}
    >
      {notifications.isPending ? <PendingState /> : null}
      {notifications.error ? <ErrorState error={notifications.error} /> : null}
      {notifications.isSuccess && list.length === 0 ? (
        <EmptyState title="Nothing waits for you">
          Orders that need your approval appear here.
        </EmptyState>
      ) : null}
      <Stack gap="sm">
        {unread.length > 0 ? (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="subtle"
              loading={read.isPending}
              onClick={() => read.mutate(undefined)}
            >
              Mark all read
            </Button>
          </Group>
        ) : null}
        {list.map((entry) => (
          <Stack
            key={entry.id}
            gap={2}
            p="sm"
            style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
          >
            <Group justify="space-between" wrap="nowrap">
              <Text fw={entry.read ? 400 : 700} size="sm">
                {entry.kind === 'co-sign'
                  ? 'Waiting for your approval'
                  : 'Waiting for the master password'}
              </Text>
              <Text size="xs" c="dimmed">
                {formatRelative(entry.createdAt)}
              </Text>
            </Group>
            <Text size="sm">
              <AmountText value={entry.amount} currency={entry.baseCurrency} /> from{' '}
              {portfolios.data?.get(entry.portfolioId)?.portfolioName ?? entry.portfolioId}
            </Text>
            <Text size="xs" c="dimmed">
              Approval code {entry.approvalCode}
            </Text>
            <RouterAnchor
              to="/co-sign"
              search={{ orderId: entry.orderId }}
              size="sm"
              onClick={() => {
                if (!entry.read) read.mutate([entry.id]);
                onClose();
              }}
            >
              Review the order
            </RouterAnchor>
          </Stack>
        ))}
      </Stack>
    </Drawer>
  );
}
