import { isUnreadable } from '../../../shared/contracts/readable';
import { Button, Code, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { AmountText } from '../../../components/amount-text';
import { OrderStatusBadge } from '../../../components/order-status-badge';
import { RouterAnchor } from '../../../components/router-anchor';
import { Money } from '../../../lib/decimal';
import type { SubmittedOrder } from '../../order-writing/api/submit-order';
import type { CreateOrderRequest } from '../../../shared/contracts/create-order';
import type { Order } from '../../../shared/contracts/orders';
import { createdOrderQueryOptions, linkedDepositQueryOptions } from '../api/withdrawal-queries';
import { WhoActsNext } from '../../order-writing/components/who-acts-next';
import { ApprovalCodeText } from './approval-code-text';
import { StatusAlert } from '../../../components/status-alert';

function OrderSummary({ order, title }: { order: Order; title: string }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Group gap="xs">
          <Text size="sm">Status:</Text>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Group gap="xs">
          <Text size="sm">Amount:</Text>
          <AmountText value={order.amount} currency={order.baseCurrency} />
        </Group>
        <Group gap="xs">
          <Text size="sm">Order:</Text>
          <RouterAnchor to="/orders/$orderId" params={{ orderId: order.orderId }} size="sm">
            {order.orderId}
          </RouterAnchor>
        </Group>
        <Group gap="xs">
          <Text size="sm">Reference:</Text>
          <Code fz="xs">{order.externalOrderId}</Code>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The deposit half of an undelegation, found once the API has linked it. */
function LinkedDeposit({ withdrawal }: { withdrawal: Order }) {
  const deposit = useQuery(linkedDepositQueryOptions(withdrawal));
  if (deposit.isPending || (deposit.isSuccess && deposit.data === null)) {
    return (
      <Group gap="xs" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">Looking for the linked deposit into the trading account…</Text>
      </Group>
    );
  }
  if (deposit.isError) {
    return (
      <Text size="sm" c="var(--status-text-red)">
        The linked deposit could not be loaded; it is listed in the trading account&apos;s orders.
      </Text>
    );
  }
  return deposit.data ? (
    <OrderSummary order={deposit.data} title="Linked deposit into the trading account" />
  ) : null;
}

/** The created order with its live status, approval code and link; an undelegation's pair too. */
export function WithdrawalResult({
  submitted,
  request,
  onStartAnother,
  startOverLabel,
}: {
  submitted: SubmittedOrder;
  request: CreateOrderRequest;
  onStartAnother: () => void;
  startOverLabel: string;
}) {
  // Seeded with the created order, so there is always data to show while it refreshes.
  const { data: current } = useQuery(createdOrderQueryOptions(submitted.order));
  const differs =
    submitted.alreadyExisted &&
    // An existing order whose amount or asset cannot be read is not claimed to match.
    (isUnreadable(current.amount) ||
      !new Money(current.amount).equals(request.amount) ||
      current.baseCurrency !== request.baseCurrency);
  const tone = submitted.alreadyExisted ? 'blue' : 'green';
  // The withdrawal half of an undelegation: it leaves a ClearLoop account, or links a deposit.
  const undelegation =
    current.portfolioType === 'clearloop' || current.extra?.depositOrderId !== undefined;
  const outcome = useRef<HTMLDivElement>(null);
  // The submit button is gone with the wizard; keyboard users continue from the outcome.
  useEffect(() => outcome.current?.focus(), []);

  return (
    <Stack gap="md">
      <StatusAlert
        ref={outcome}
        tabIndex={-1}
        color={tone}
        icon={
          submitted.alreadyExisted ? (
            <IconInfoCircle aria-hidden />
          ) : (
            <IconCircleCheck aria-hidden />
          )
        }
        title={
          submitted.alreadyExisted
            ? 'Withdrawal created (by an earlier attempt)'
            : 'Withdrawal created'
        }
        role="status"
      >
        <Text size="sm">
          {submitted.alreadyExisted
            ? 'The API already had an order with this reference: an earlier attempt went through even though its answer was lost. No second order was created.'
            : 'The order was placed. It moves through approval and processing on its own.'}
        </Text>
        {differs ? (
          <Text size="sm" fw={600} mt="xs">
            The existing order differs from what you entered last: check it before doing anything
            else.
          </Text>
        ) : null}
        <WhoActsNext order={submitted.order} />
      </StatusAlert>
      <ApprovalCodeText order={current} />
      <OrderSummary
        order={current}
        title={undelegation ? 'Withdrawal from the ClearLoop account' : 'Withdrawal order'}
      />
      {undelegation ? <LinkedDeposit withdrawal={current} /> : null}
      <Group>
        <Button variant="default" onClick={onStartAnother}>
          {startOverLabel}
        </Button>
        <RouterAnchor to="/orders" search={{ orderTypes: ['withdraw', 'deposit'] }} size="sm">
          All orders
        </RouterAnchor>
      </Group>
    </Stack>
  );
}
