import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateOrderChange } from '../../../lib/order-invalidation';
import { coSignKeys } from '../../../lib/query-keys';
import type { Order, OrdersResponse } from '../../../shared/contracts/orders';
import { endpoints } from '../../../shared/endpoints';
import { queueStatuses, quorumOf } from '../co-sign-rules';

export interface CoSignVariables {
  order: Order;
  /** SHA-256 hex of the master password; only for orders that ask for it. */
  masterPasswordHash?: string | undefined;
  /** The passkey assertion's header, when the server asks for one. */
  stepUp?: Record<string, string> | undefined;
}

/**
 * How the queue looks once `userId` has approved `order`: with the approvals complete (or the
 * master password given) it leaves the queue; otherwise it stays, signed, awaiting the others.
 */
export function withApproval(queue: OrdersResponse, order: Order, userId: string): OrdersResponse {
  const signed = {
    ...order,
    extra: { ...order.extra, coSigners: [...(order.extra?.coSigners ?? []), userId] },
  };
  const leaves = order.status === 'master-password-required' || quorumOf(signed).remaining === 0;
  return {
    ...queue,
    orders: leaves
      ? queue.orders.filter((item) => item.orderId !== order.orderId)
      : queue.orders.map((item) => (item.orderId === order.orderId ? signed : item)),
  };
}

/** The queue with the API's answer for one order: kept while it still waits, dropped otherwise. */
export function withServerOrder(queue: OrdersResponse, updated: Order): OrdersResponse {
  const waiting = queueStatuses.some((status) => status === updated.status);
  const others = queue.orders.filter((item) => item.orderId !== updated.orderId);
  return { ...queue, orders: waiting ? [...others, updated] : others };
}

/**
 * PATCH /orders/{id}: approve (co-sign) an order. The queue updates at once and rolls back if
 * the API refuses; what the order's change touches is refreshed afterwards either way.
 */
export function useCoSignOrder(userId: string | undefined) {
  const queryClient = useQueryClient();
  const queueKey = coSignKeys.queue();
  return useMutation({
    mutationFn: ({ order, masterPasswordHash, stepUp }: CoSignVariables) =>
      apiClient.request(endpoints.coSignOrder, {
        path: { orderId: order.orderId },
        body: masterPasswordHash === undefined ? {} : { masterPassword: masterPasswordHash },
        ...(stepUp === undefined ? {} : { headers: stepUp }),
      }),
    onMutate: async ({ order }) => {
      await queryClient.cancelQueries({ queryKey: queueKey });
      const previous = queryClient.getQueryData<OrdersResponse>(queueKey);
      if (previous !== undefined && userId !== undefined) {
        queryClient.setQueryData<OrdersResponse>(queueKey, withApproval(previous, order, userId));
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queueKey, context.previous);
    },
    onSuccess: (updated) => {
      queryClient.setQueryData<OrdersResponse>(queueKey, (queue) =>
        queue === undefined ? queue : withServerOrder(queue, updated),
      );
    },
    // Not awaited: under a rate limit the refresh can wait minutes, and the outcome must show now.
    onSettled: (_data, _error, { order }) => {
      void invalidateOrderChange(queryClient, order.orderId);
    },
  });
}
