import { LeftOutNote } from '../../../components/left-out-note';
import { isUnreadable, readableText } from '../../../shared/contracts/readable';
import { UnreadableValue } from '../../../components/unreadable-value';
import { List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatDecimal } from '../../../lib/format-decimal';
import { formatLocalDateTime } from '../../../lib/time';
import type { CryptoAddress } from '../../../shared/contracts/crypto-addresses';
import type { Order } from '../../../shared/contracts/orders';
import { destinationHistoryQueryOptions } from '../api/co-sign-queries';
import {
  findLookAlikes,
  isRecentlyAdded,
  paymentHistory,
  RECENT_ENTRY_DAYS,
  UNUSUAL_SIZE_FACTOR,
  type Destination,
} from '../safety-checks';
import { AddressChunks } from './address-chunks';
import { StatusAlert } from '../../../components/status-alert';

const orderNoun = { one: 'earlier order', many: 'earlier orders' };

/** One finding of the safety checks: a warning, a note or an all-clear, with its explanation. */
/** The address-book entries a destination looks like, each with its address in chunks to compare. */
export function LookAlikeList({ entries }: { entries: readonly CryptoAddress[] }) {
  return (
    <List size="sm" spacing={4} aria-label="Address-book entries that look alike">
      {entries.map((entry) => (
        <List.Item key={entry.cryptoAddressId}>
          <Text size="sm" fw={600}>
            {entry.name}
          </Text>
          <AddressChunks address={entry.address} />
        </List.Item>
      ))}
    </List>
  );
}

export function Flag({
  tone,
  title,
  children,
}: {
  tone: 'warning' | 'info' | 'ok';
  title: string;
  children?: ReactNode;
}) {
  const color = tone === 'warning' ? 'orange' : tone === 'ok' ? 'green' : 'blue';
  const Icon =
    tone === 'warning' ? IconAlertTriangle : tone === 'ok' ? IconCircleCheck : IconInfoCircle;
  return (
    <StatusAlert color={color} icon={<Icon aria-hidden />} title={title} p="xs">
      {children ? <Text size="sm">{children}</Text> : null}
    </StatusAlert>
  );
}

/** One finding (an alert with a line of text) and the note under it. */
const PENDING_HEIGHT = 96;

/** Checks no other console makes: first payment, unusual size and look-alike addresses. */
export function SafetyAids({
  order,
  destination,
  addressBook,
  now,
}: {
  order: Order;
  destination: Destination;
  addressBook: readonly CryptoAddress[] | undefined;
  now: number;
}) {
  const entry = addressBook?.find((item) => item.cryptoAddressId === destination.cryptoAddressId);
  const history = useQuery(destinationHistoryQueryOptions(destination.address));
  const lookAlikes =
    destination.address === undefined || addressBook === undefined
      ? []
      : findLookAlikes(destination.address, addressBook);
  const payments = history.data
    ? paymentHistory(order, destination, history.data.orders)
    : undefined;

  return (
    // While the history loads, the checks keep the room one finding and its note take, so the
    // approve button below does not jump when they arrive.
    <Stack gap="xs" mih={history.isPending ? PENDING_HEIGHT : undefined}>
      {lookAlikes.length > 0 ? (
        <Flag tone="warning" title="Look-alike address">
          The destination starts and ends like a different address-book entry. Compare every chunk
          before approving:
        </Flag>
      ) : null}
      {lookAlikes.length > 0 ? <LookAlikeList entries={lookAlikes} /> : null}
      {entry && isRecentlyAdded(entry, now) ? (
        <Flag tone="warning" title="Recently added address-book entry">
          {isUnreadable(entry.createdAt) ? (
            <>
              When “{entry.name}” was added to the address book could not be read (
              <UnreadableValue value={entry.createdAt} label="Added" />
              ), so it may be new.
            </>
          ) : (
            <>
              “{entry.name}” was added to the address book on{' '}
              {formatLocalDateTime(Number(entry.createdAt))}, less than {RECENT_ENTRY_DAYS} days
              ago.
            </>
          )}{' '}
          Confirm the address with the recipient through a known channel.
        </Flag>
      ) : null}
      {history.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Checking earlier payments to this destination…
        </Text>
      ) : null}
      {history.isError ? (
        <Flag tone="info" title="Payment history unavailable">
          Earlier payments could not be read, so first-payment and size checks were not made.
        </Flag>
      ) : null}
      {payments?.firstPayment ? (
        <Flag tone="warning" title="First payment to this destination">
          No completed withdrawal has gone to this destination before.
        </Flag>
      ) : null}
      {payments?.unusualSize ? (
        <Flag tone="warning" title="Unusual size">
          This is more than {UNUSUAL_SIZE_FACTOR}× the largest earlier payment to this destination (
          {formatDecimal(payments.largestEarlier ?? '') ?? payments.largestEarlier}{' '}
          {readableText(order.baseCurrency, 'currency')}).
        </Flag>
      ) : null}
      {payments && !payments.firstPayment && !payments.unusualSize ? (
        <Flag tone="ok" title="Known destination">
          {payments.earlierPayments} earlier completed{' '}
          {payments.earlierPayments === 1 ? 'payment' : 'payments'}
          {payments.largestEarlier === null
            ? `, none in ${readableText(order.baseCurrency, 'currency')}`
            : `; largest ${formatDecimal(payments.largestEarlier) ?? payments.largestEarlier} ${readableText(order.baseCurrency, 'currency')}`}
          .
        </Flag>
      ) : null}
      {payments?.amountUnreadable ? (
        <Flag tone="warning" title="Size not checked">
          This order&apos;s amount could not be read, so its size was not compared with earlier
          payments.
        </Flag>
      ) : null}
      {payments ? <LeftOutNote leftOut={payments.leftOut} noun={orderNoun} /> : null}
      {payments && lookAlikes.length === 0 ? (
        <Text size="sm" c="dimmed">
          No other address-book entry looks like this destination.
        </Text>
      ) : null}
    </Stack>
  );
}
