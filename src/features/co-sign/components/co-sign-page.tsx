import { UnreadableItemsNotice } from '../../../components/left-out-note';
import { Grid, Stack, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
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
import { useNow } from '../../../components/use-now';
import { useReviewKeys } from '../use-review-keys';
import { approvedMessage, nextInWords } from '../approved-message';
import { useApprovalCode } from './approval-code-badge';
import { ApproveDialog } from './approve-dialog';
import { ApprovalQueue } from './approval-queue';
import { KeyboardHelp } from './keyboard-help';
import { CoSignHeader } from './co-sign-header';
import { ReviewPanel } from './review-panel';
import { CoSignStatus, NotInQueue, type PageStatus } from './co-sign-status';
import { RouterAnchor } from '../../../components/router-anchor';

/**
 * The queue beside one order's review. With `orderId` (the `/co-sign/$orderId` URL) that order
 * is reviewed; without it, the oldest. Below the `md` breakpoint the two are separate screens:
 * `/co-sign` is the queue and `/co-sign/$orderId` the review, with the queue one tap away.
 */
export function CoSignPage({ orderId }: { orderId: string | undefined }) {
  const navigate = useNavigate();
  const theme = useMantineTheme();
  // Read at once, not after a first render: the first frame already lays out for the width.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, {
    getInitialValueInEffect: false,
  });
  const session = useQuery(sessionQueryOptions);
  const queue = useQuery(coSignQueueQueryOptions(QUEUE_REFRESH_MS));
  const portfolios = useQuery(portfoliosQueryOptions);
  const addressBook = useQuery(cryptoAddressesQueryOptions);
  const now = useNow(30_000);
  const [approving, setApproving] = useState<Order | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  // What the last action did, said in the panel: a toast would cover the queue or the review.
  const [status, setStatus] = useState<PageStatus | null>(null);
  const itemNodes = useRef(new Map<string, HTMLButtonElement>());
  // The dialog unmounts on close, before Mantine could return focus; the page does it instead.
  const focusBeforeDialog = useRef<HTMLElement | null>(null);

  const names = useUserNames();
  const me = approverOf(
    session.data?.person ?? { providerUserId: null, roles: [], hasApiKey: false },
  );
  const { awaitingMe, awaitingOthers } = splitQueue(queue.data?.orders ?? [], me, names);
  const ordered = [...awaitingMe, ...awaitingOthers];
  const selected =
    orderId === undefined ? ordered[0] : ordered.find((order) => order.orderId === orderId);
  const standing = selected ? signerStanding(selected, me, names) : undefined;
  const code = useApprovalCode(selected);
  const entries = addressBook.data?.cryptoAddresses;

  const portfolioName = (order: Order) => portfolios.data?.get(order.portfolioId)?.portfolioName;

  const select = useCallback(
    (id: string, focus: boolean) => {
      setStatus(null);
      // Beside the queue a new selection replaces the history entry; on a phone the review is
      // a screen of its own, which Back leaves for the queue.
      void navigate({ to: '/co-sign/$orderId', params: { orderId: id }, replace: wide });
      if (focus) itemNodes.current.get(id)?.focus();
    },
    [navigate, wide],
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
    } else setStatus({ color: 'gray', title: 'Cannot approve', message: standing.explanation });
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
    const following = awaitingMe.find((order) => order.orderId !== approved?.orderId);
    if (following) select(following.orderId, true);
    // Said after the move, so it stays: the review changes, and the panel says to what.
    setStatus({
      color: 'green',
      title: 'Approved',
      message: `${approvedMessage(updated, names)} ${nextInWords(following, following && portfolioName(following))}`,
    });
  }

  return (
    <Stack gap="md">
      <CoSignHeader refreshing={queue.isFetching} onHelp={() => setHelpOpen(true)} />
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
          {/* On a phone, with an order named, its review comes first: the queue is a tap away. */}
          <Grid.Col
            span={{ base: 12, md: 4 }}
            visibleFrom={orderId === undefined ? undefined : 'md'}
          >
            <ApprovalQueue
              awaitingMe={awaitingMe}
              awaitingOthers={awaitingOthers}
              // On a phone the queue alone shows no review: no row stands for one.
              selectedId={wide || orderId !== undefined ? selected?.orderId : undefined}
              now={now}
              portfolios={portfolios.data}
              addressBook={entries}
              onSelect={(id) => select(id, false)}
              itemRef={itemRef}
            />
          </Grid.Col>
          <Grid.Col
            span={{ base: 12, md: 8 }}
            visibleFrom={orderId === undefined ? 'md' : undefined}
          >
            <Stack gap="sm">
              <RouterAnchor to="/co-sign" hiddenFrom="md" size="sm" onClick={() => setStatus(null)}>
                <IconArrowLeft size={14} aria-hidden /> Back to the queue ({ordered.length} waiting)
              </RouterAnchor>
              {status ? <CoSignStatus status={status} onClose={() => setStatus(null)} /> : null}
              {/* Not while refreshing: an approval takes the order out, and the refresh may bring it back. */}
              {orderId !== undefined && selected === undefined && !queue.isFetching ? (
                <NotInQueue orderId={orderId} />
              ) : null}
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
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
      {approving ? (
        <ApproveDialog
          order={approving}
          userId={me.userId ?? undefined}
          portfolioName={portfolioName(approving) ?? approving.portfolioId}
          addressBook={entries ?? []}
          onClose={closeDialog}
          onApproved={onApproved}
        />
      ) : null}
      <KeyboardHelp opened={helpOpen} onClose={() => setHelpOpen(false)} />
    </Stack>
  );
}
