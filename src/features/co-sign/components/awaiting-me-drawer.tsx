import { Badge, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AmountText } from '../../../components/amount-text';
import { RouterAnchor } from '../../../components/router-anchor';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import { useNow } from '../../../components/use-now';
import { markNotificationsRead, notificationsQueryOptions } from '../../../lib/notifications-api';
import { notificationKeys } from '../../../lib/query-keys';
import { readOrUndefined } from '../../../shared/contracts/readable';
import { portfoliosQueryOptions } from '../../reference-data/api/reference-queries';
import { useAwaitingMe } from '../api/use-awaiting-me';
import { needsMasterPassword } from '../co-sign-rules';
import { formatWaiting } from '../waiting-time';
import type { ReactNode } from 'react';
import type { BellRiskAlerts } from './awaiting-me-bell';

/**
 * Orders that wait for the signed-in person, longest-waiting first, each leading to its review;
 * above them, for people with risk oversight, the risk desk's counts and their open risk alerts,
 * each a group of its own.
 */
export function AwaitingMeDrawer({
  onClose,
  riskAlerts,
  riskWatch,
}: {
  onClose: () => void;
  riskAlerts?: BellRiskAlerts;
  riskWatch?: (close: () => void) => ReactNode;
}) {
  const queryClient = useQueryClient();
  const { awaitingMe, queue } = useAwaitingMe(60_000);
  // What the person was told: marks an order they have not looked at yet as new.
  const notifications = useQuery(notificationsQueryOptions);
  const portfolios = useQuery(portfoliosQueryOptions);
  const now = useNow(30_000);
  const read = useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
  const unreadOf = (orderId: string) =>
    (notifications.data?.notifications ?? []).filter(
      (entry) => entry.orderId === orderId && !entry.read,
    );
  const list = awaitingMe ?? [];
  const anyUnread = list.some((order) => unreadOf(order.orderId).length > 0);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      title={
        riskWatch === undefined && (riskAlerts === undefined || riskAlerts.count === 0)
          ? 'Waiting for you'
          : 'Notifications'
      }
      size="md"
      closeButtonProps={{ 'aria-label': 'Close the notifications' }}
    >
      {awaitingMe === undefined && queue.error === null ? <PendingState /> : null}
      {queue.error ? <ErrorState error={queue.error} /> : null}
      {riskWatch === undefined ? null : <Stack mb="lg">{riskWatch(onClose)}</Stack>}
      {riskAlerts === undefined || riskAlerts.count === 0 ? null : (
        <Stack gap="sm" mb="lg">
          {riskAlerts.render(onClose)}
        </Stack>
      )}
      {(riskWatch !== undefined || (riskAlerts?.count ?? 0) > 0) && list.length > 0 ? (
        <Title order={3} size="h5" mb="sm">
          Waiting for your approval
        </Title>
      ) : null}
      {awaitingMe !== undefined && list.length === 0 && (riskAlerts?.count ?? 0) === 0 ? (
        <EmptyState title="Nothing waits for you">
          Orders that need your approval appear here.
        </EmptyState>
      ) : null}
      <Stack gap="sm">
        {anyUnread ? (
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
        {list.map((order) => {
          const unread = unreadOf(order.orderId);
          const createdAt = readOrUndefined(order.createdAt);
          return (
            <Stack
              key={order.orderId}
              gap={2}
              p="sm"
              data-order-id={order.orderId}
              style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 8 }}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fw={unread.length > 0 ? 700 : 400} size="sm">
                  {needsMasterPassword(order)
                    ? 'Waiting for the master password'
                    : 'Waiting for your approval'}
                </Text>
                {unread.length > 0 ? (
                  <Badge size="xs" variant="light">
                    New
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm">
                <AmountText value={order.amount} currency={order.baseCurrency} /> from{' '}
                {portfolios.data?.get(order.portfolioId)?.portfolioName ?? order.portfolioId}
              </Text>
              <Text size="xs" c="dimmed">
                {createdAt === undefined
                  ? 'Waiting since a time that could not be read'
                  : `Waiting ${formatWaiting(Number(createdAt), now)}`}
              </Text>
              <RouterAnchor
                to="/co-sign/$orderId"
                params={{ orderId: order.orderId }}
                size="sm"
                onClick={() => {
                  if (unread.length > 0) read.mutate(unread.map((entry) => entry.id));
                  onClose();
                }}
              >
                Review the order
              </RouterAnchor>
            </Stack>
          );
        })}
      </Stack>
    </Drawer>
  );
}
