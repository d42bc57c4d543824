import { isUnreadable, readableText } from '../../../shared/contracts/readable';
import { addressBookNamer } from '../../../components/smart-call-words';
import { SmartCallsSummaryOnDemand } from '../../../components/smart-calls-on-demand';
import { orderStatusInWords } from '../../../shared/order-status-words';
import { Badge, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { RefCallback } from 'react';
import { AmountText } from '../../../components/amount-text';
import { orderKindInWords } from '../../../components/order-type-words';
import type { CryptoAddress } from '../../../shared/contracts/crypto-addresses';
import type { Order } from '../../../shared/contracts/orders';
import type { Portfolio } from '../../../shared/contracts/portfolios';
import { useRegisteredAbis } from '../../reference-data/api/contract-abis';
import { quorumOf } from '../co-sign-rules';
import { formatWaiting } from '../waiting-time';
import classes from './approval-queue.module.css';

interface QueueProps {
  selectedId: string | undefined;
  now: number;
  portfolios: ReadonlyMap<string, Portfolio> | undefined;
  addressBook: readonly CryptoAddress[] | undefined;
  onSelect: (orderId: string) => void;
  itemRef: (orderId: string) => RefCallback<HTMLButtonElement>;
}

interface QueueSectionProps extends QueueProps {
  id: string;
  title: string;
  emptyText: string;
  orders: readonly Order[];
}

/** The whole queue: what awaits the signed-in person, then what awaits others. */
export function ApprovalQueue({
  awaitingMe,
  awaitingOthers,
  ...props
}: QueueProps & { awaitingMe: readonly Order[]; awaitingOthers: readonly Order[] }) {
  return (
    <Stack gap="lg" component="nav" aria-label="Approval queue">
      <QueueSection
        {...props}
        id="awaiting-me"
        title="Awaiting me"
        emptyText="Nothing waits for your approval."
        orders={awaitingMe}
      />
      <QueueSection
        {...props}
        id="awaiting-others"
        title="Awaiting others"
        emptyText="Nothing waits for others."
        orders={awaitingOthers}
      />
    </Stack>
  );
}

function destinationLabel(order: Order, addressBook: readonly CryptoAddress[] | undefined) {
  const extra = order.extra ?? {};
  const entry = addressBook?.find((item) => item.cryptoAddressId === extra.toCryptoAddressId);
  if (entry) return entry.name;
  if (extra.toPortfolioId) return 'another portfolio';
  if (extra.toAddress) return extra.toAddress;
  return extra.blockchainTransactionType
    ? `${orderKindInWords(order)} (no destination address)`
    : 'destination not stated';
}

/** One part of the queue ("awaiting me" or "awaiting others"), oldest first. */
function QueueSection(props: QueueSectionProps) {
  const { orders, selectedId, now } = props;
  const { abis, contractName } = useRegisteredAbis();
  return (
    <section aria-labelledby={`${props.id}-heading`}>
      <Group gap="xs" mb={6}>
        <Title order={2} size="h4" id={`${props.id}-heading`}>
          {props.title}
        </Title>
        <Badge variant="outline" color="gray" aria-label={`${orders.length} orders`}>
          {orders.length}
        </Badge>
      </Group>
      {orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          {props.emptyText}
        </Text>
      ) : (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {orders.map((order) => {
            const quorum = quorumOf(order);
            const calls = order.extra?.payloads ?? [];
            const selected = order.orderId === selectedId;
            return (
              <li key={order.orderId}>
                <UnstyledButton
                  ref={props.itemRef(order.orderId)}
                  className={classes.item}
                  data-selected={selected || undefined}
                  aria-current={selected ? 'true' : undefined}
                  onClick={() => props.onSelect(order.orderId)}
                  data-order-id={order.orderId}
                >
                  {/* An amount at full precision can fill the row; the wait then goes below it. */}
                  <Group justify="space-between" gap="xs">
                    {calls.length > 0 ? (
                      // What the calls move, not the order's own (often zero) amount.
                      <SmartCallsSummaryOnDemand
                        payloads={calls}
                        nameOf={addressBookNamer(props.addressBook ?? [], contractName)}
                        currency={readableText(order.baseCurrency, 'Currency')}
                        abis={abis}
                      >
                        {(summary) => (
                          <Text
                            size="sm"
                            fw={600}
                            data-testid="smart-calls-summary"
                            style={{ overflowWrap: 'anywhere' }}
                          >
                            {summary}
                          </Text>
                        )}
                      </SmartCallsSummaryOnDemand>
                    ) : (
                      <AmountText value={order.amount} currency={order.baseCurrency} />
                    )}
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {isUnreadable(order.createdAt)
                        ? 'waiting since: unreadable'
                        : `waiting ${formatWaiting(Number(order.createdAt), now)}`}
                    </Text>
                  </Group>
                  {calls.length > 0 ? null : (
                    <Text size="sm" truncate="end">
                      {order.extra?.toCryptoAddressId ||
                      order.extra?.toPortfolioId ||
                      order.extra?.toAddress
                        ? 'to '
                        : ''}
                      {destinationLabel(order, props.addressBook)}
                    </Text>
                  )}
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text size="xs" c="dimmed" truncate="end">
                      {props.portfolios?.get(order.portfolioId)?.portfolioName ?? order.portfolioId}
                    </Text>
                    <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
                      {order.status === 'master-password-required'
                        ? 'needs master password'
                        : order.status === 'waiting-approve'
                          ? 'awaits administrator'
                          : quorum.required === null
                            ? orderStatusInWords(order.status)
                            : `${quorum.signed} of ${quorum.required} signed`}
                    </Text>
                  </Group>
                </UnstyledButton>
              </li>
            );
          })}
        </Stack>
      )}
    </section>
  );
}
