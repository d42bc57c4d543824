import { UnreadableItemsNotice } from '../../../components/left-out-note';
import { Button, Grid, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconKeyboard } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { EmptyState, ErrorState, PendingState } from '../../../components/page-states';
import {
  cryptoAddressesQueryOptions,
  portfoliosQueryOptions,
} from '../../reference-data/api/reference-queries';
import { sessionQueryOptions } from '../../../lib/session-api';
import type { Order } from '../../../shared/contracts/orders';
import { coSignQueueQueryOptions, QUEUE_LIMIT, QUEUE_REFRESH_MS } from '../api/co-sign-queries';
import { useUserNames } from '../../reference-data/api/user-names';
import { approverOf, signerStanding, splitQueue } from '../co-sign-rules';
import type { CoSignSearch } from '../co-sign-search';
import { useNow } from '../../../components/use-now';
import { useReviewKeys } from '../use-review-keys';
import { approvedMessage } from '../approved-message';
import { useApprovalCode } from './approval-code-badge';
import { ApproveDialog } from './approve-dialog';
import { QueueSection } from './approval-queue';
import { KeyboardHelp } from './keyboard-help';
import { ReviewPanel } from './review-panel';

export function CoSignPage({ search }: { search: CoSignSearch }) {
  const navigate = useNavigate({ from: '/co-sign' });
  const session = useQuery(sessionQueryOptions);
  const queue = useQuery(coSignQueueQueryOptions(QUEUE_REFRESH_MS));
  const portfolios = useQuery(portfoliosQueryOptions);
  const addressBook = useQuery(cryptoAddressesQueryOptions);
  const now = useNow(30_000);
  const [approving, setApproving] = useState<Order | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const itemNodes = useRef(new Map<string, HTMLButtonElement>());
  // The dialog unmounts on close, before Mantine could return focus; the page does it instead.
  const focusBeforeDialog = useRef<HTMLElement | null>(null);

  const names = useUserNames();
  const me = approverOf(
    session.data?.person ?? { providerUserId: null, roles: [], hasApiKey: false },
  );
  const { awaitingMe, awaitingOthers } = splitQueue(queue.data?.orders ?? [], me, names);
  const ordered = [...awaitingMe, ...awaitingOthers];
  const selected = ordered.find((order) => order.orderId === search.orderId) ?? ordered[0];
  const standing = selected ? signerStanding(selected, me, names) : undefined;
  const code = useApprovalCode(selected);
  const entries = addressBook.data?.cryptoAddresses;

  const select = useCallback(
    (orderId: string, focus: boolean) => {
      void navigate({ search: { orderId }, replace: true });
      if (focus) itemNodes.current.get(orderId)?.focus();
    },
    [navigate],
  );
  const itemRef = (orderId: string) => (node: HTMLButtonElement | null) => {
    if (node) itemNodes.current.set(orderId, node);
    else itemNodes.current.delete(orderId);
  };

  function move(step: 1 | -1) {
    if (ordered.length === 0) return;
    const index = selected ? ordered.indexOf(selected) : -1;
    const next = ordered[Math.min(ordered.length - 1, Math.max(0, index + step))];
    if (next) select(next.orderId, true);
  }

  function startApproval() {
    if (!selected || !standing) return;
    if (standing.canSign) {
      focusBeforeDialog.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setApproving(selected);
    } else
      notifications.show({ color: 'gray', title: 'Cannot approve', message: standing.explanation });
  }

  useReviewKeys(
    {
      next: () => move(1),
      previous: () => move(-1),
      approve: startApproval,
      open: () => {
        if (selected)
          void navigate({ to: '/orders/$orderId', params: { orderId: selected.orderId } });
      },
      help: () => setHelpOpen((open) => !open),
    },
    approving === null && !helpOpen,
  );

  function closeDialog() {
    setApproving(null);
    const target = focusBeforeDialog.current;
    requestAnimationFrame(() => target?.focus());
  }

  function onApproved(updated: Order) {
    const approved = approving;
    setApproving(null);
    notifications.show({
      color: 'green',
      title: 'Approved',
      message: approvedMessage(updated, names),
    });
    const following = awaitingMe.find((order) => order.orderId !== approved?.orderId);
    if (following) select(following.orderId, true);
  }

  return (
    <Stack gap="md">
      <PageHeader
        title="Co-sign"
        description="Orders waiting for approval. Check every detail and the approval code before you sign."
        actions={
          <Group gap="xs">
            {queue.isFetching ? (
              <Loader size="xs" role="img" aria-label="Refreshing the queue" />
            ) : null}
            <Button
              variant="default"
              size="xs"
              leftSection={<IconKeyboard size={16} aria-hidden />}
              onClick={() => setHelpOpen(true)}
            >
              Keyboard shortcuts (?)
            </Button>
          </Group>
        }
      />
      {queue.isError ? (
        <ErrorState error={queue.error} onRetry={() => void queue.refetch()} />
      ) : null}
      {queue.isPending ? <PendingState label="Loading the approval queue…" /> : null}
      {queue.data ? (
        <UnreadableItemsNotice
          items={queue.data.unreadableItems}
          noun={{ one: 'waiting order', many: 'waiting orders' }}
        />
      ) : null}
      {queue.data && ordered.length === 0 && queue.data.unreadableItems.length === 0 ? (
        <EmptyState title="Nothing waits for approval">
          Orders that need co-signers, the master password or approval appear here.
        </EmptyState>
      ) : null}
      {queue.data && queue.data.orders.length + queue.data.unreadableItems.length >= QUEUE_LIMIT ? (
        <Text size="sm" c="dimmed">
          Showing the first {QUEUE_LIMIT} waiting orders.
        </Text>
      ) : null}
      {ordered.length > 0 ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg" component="nav" aria-label="Approval queue">
              {[
                {
                  id: 'awaiting-me',
                  title: 'Awaiting me',
                  list: awaitingMe,
                  empty: 'Nothing waits for your approval.',
                },
                {
                  id: 'awaiting-others',
                  title: 'Awaiting others',
                  list: awaitingOthers,
                  empty: 'Nothing waits for others.',
                },
              ].map((part) => (
                <QueueSection
                  key={part.id}
                  id={part.id}
                  title={part.title}
                  emptyText={part.empty}
                  orders={part.list}
                  selectedId={selected?.orderId}
                  now={now}
                  portfolios={portfolios.data}
                  addressBook={entries}
                  onSelect={(orderId) => select(orderId, false)}
                  itemRef={itemRef}
                />
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            {selected && standing ? (
              <ReviewPanel
                order={selected}
                standing={standing}
                approvalCode={code}
                names={names}
                portfolios={portfolios.data}
                addressBook={entries}
                onApprove={startApproval}
                now={now}
              />
            ) : null}
          </Grid.Col>
        </Grid>
      ) : null}
      {approving ? (
        <ApproveDialog
          order={approving}
          userId={me.userId ?? undefined}
          portfolioName={
            portfolios.data?.get(approving.portfolioId)?.portfolioName ?? approving.portfolioId
          }
          addressBook={entries ?? []}
          onClose={closeDialog}
          onApproved={onApproved}
        />
      ) : null}
      <KeyboardHelp opened={helpOpen} onClose={() => setHelpOpen(false)} />
    </Stack>
  );
}
