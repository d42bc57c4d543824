import { StatusAlert } from '../../../components/status-alert';
import { ActionIcon, Alert, List, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowRight, IconSearch } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { RouterAnchor } from '../../../components/router-anchor';
import { useState } from 'react';
import { describeError } from '../../../lib/describe-error';
import { classifyFindTerm, findOrders, type FindResult } from '../../../lib/order-lookup';
import type { OrdersSearch } from '../orders-search';

function errorText(error: unknown): string {
  const { title, detail } = describeError(error);
  return `Could not search. ${title}: ${detail}`;
}

/** What a prefix search found when it could not open one order at once. */
function PrefixOutcome({ result }: { result: Extract<FindResult, { kind: 'prefix' }> }) {
  if (result.orders.length === 0) {
    return (
      <StatusAlert color="orange" title={`No recent order starts with ${result.prefix}`}>
        The API finds an order by its whole id only, so a shortened id is looked for among the{' '}
        {result.searched.toLocaleString()} newest orders. Paste the whole id (the copy button next
        to an id copies all of it).
      </StatusAlert>
    );
  }
  return (
    <Alert
      color="blue"
      variant="light"
      title={`${result.orders.length} orders start with ${result.prefix}`}
    >
      <List size="sm">
        {result.orders.map((order) => (
          <List.Item key={order.orderId}>
            <RouterAnchor to="/orders/$orderId" params={{ orderId: order.orderId }} ff="monospace">
              {order.orderId}
            </RouterAnchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * One search for whatever a person holds: an order id (whole, or the 8 characters the table
 * shows) opens that order; an external order id, a transaction id or an address filters the list.
 */
export function FindOrderBox({
  search,
  onChange,
}: {
  search: OrdersSearch;
  onChange: (patch: Partial<OrdersSearch>) => void;
}) {
  const navigate = useNavigate();
  const current = search.externalOrderId ?? search.searchQuery ?? '';
  const [draft, setDraft] = useState(current);
  const [shown, setShown] = useState(current);
  // A filter changed from outside (back/forward, clear) replaces what is in the box.
  if (current !== shown) {
    setShown(current);
    setDraft(current);
  }
  const find = useMutation({
    mutationFn: (text: string) => {
      const term = classifyFindTerm(text);
      return term ? findOrders(term) : Promise.resolve(undefined);
    },
    onSuccess: (result) => {
      if (result === undefined) {
        onChange({ externalOrderId: undefined, searchQuery: undefined });
      } else if (result.kind === 'order') {
        void navigate({ to: '/orders/$orderId', params: { orderId: result.order.orderId } });
      } else if (result.kind === 'prefix' && result.orders.length === 1 && result.orders[0]) {
        void navigate({ to: '/orders/$orderId', params: { orderId: result.orders[0].orderId } });
      } else if (result.kind === 'external-order-id') {
        onChange({ externalOrderId: result.externalOrderId, searchQuery: undefined });
      } else if (result.kind === 'search-query') {
        onChange({ searchQuery: result.searchQuery, externalOrderId: undefined });
      }
    },
  });
  const submit = () => {
    if (!find.isPending) find.mutate(draft);
  };
  const outcome = find.data;

  return (
    <Stack gap={4} w={{ base: '100%', sm: 340 }}>
      <TextInput
        label="Find an order"
        description="Order id (whole or the 8 characters shown), external order id, transaction id or address"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <ActionIcon variant="subtle" onClick={submit} loading={find.isPending} aria-label="Find">
            <IconArrowRight size={16} aria-hidden />
          </ActionIcon>
        }
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') submit();
        }}
        error={find.isError ? errorText(find.error) : undefined}
        size="sm"
      />
      {outcome?.kind === 'prefix' && outcome.orders.length !== 1 ? (
        <PrefixOutcome result={outcome} />
      ) : null}
      {outcome?.kind === 'external-order-id' || outcome?.kind === 'search-query' ? (
        <Text size="xs" c="dimmed" role="status">
          {outcome.kind === 'external-order-id'
            ? 'Showing orders with this external order id.'
            : 'Showing orders with this transaction id, from or to address.'}
        </Text>
      ) : null}
    </Stack>
  );
}
