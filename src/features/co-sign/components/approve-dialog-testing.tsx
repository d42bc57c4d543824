import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';
import { coSignKeys } from '../../../lib/query-keys';
import type { Order, OrdersResponse } from '../../../shared/contracts/orders';
import { renderWithQueries } from '../../../testing/render';
import { makeEntry, MARCUS } from '../co-sign-test-data';
import { ApproveDialog } from './approve-dialog';

/** Marcus's approve dialog for `order`, opened from a queue that holds it, as the page opens it. */
export function renderApproveDialog(order: Order) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  queryClient.setQueryData<OrdersResponse>(coSignKeys.queue(), {
    orders: [order],
    unreadableItems: [],
  });
  const onApproved = vi.fn();
  const onClose = vi.fn();
  renderWithQueries(
    <ApproveDialog
      order={order}
      userId={MARCUS}
      portfolioName="Treasury Vault"
      addressBook={[makeEntry()]}
      onClose={onClose}
      onApproved={onApproved}
    />,
    queryClient,
  );
  return { queryClient, onApproved, onClose };
}
