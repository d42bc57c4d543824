import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { invalidateOrderChange } from '../../../lib/order-invalidation';
import { orderKeys } from '../../../lib/query-keys';
import type { Order } from '../../../shared/contracts/orders';
import { endpoints } from '../../../shared/endpoints';

/** Puts the API's answer in the order's cache at once, then refreshes what the change touched. */
function useOrderWrite<V extends { orderId: string }>(send: (variables: V) => Promise<Order>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (updated) => queryClient.setQueryData(orderKeys.detail(updated.orderId), updated),
    // Not awaited: under a rate limit the refresh can wait minutes, and the outcome must show now.
    onSettled: (_data, _error, { orderId }) => {
      void invalidateOrderChange(queryClient, orderId);
    },
  });
}

/** The passkey assertion's header for a money moment, when the server asks for one. */
type StepUpHeaders = { stepUp?: Record<string, string> | undefined };

/** PATCH /orders/{id} (`application/vnd.cancel-order+json`): the creator stops their order. */
export function useCancelOrder() {
  return useOrderWrite(
    ({ orderId, reason, stepUp }: { orderId: string; reason: string } & StepUpHeaders) =>
      apiClient.request(endpoints.cancelOrder, {
        path: { orderId },
        body: { reason },
        ...(stepUp === undefined ? {} : { headers: stepUp }),
      }),
  );
}

/**
 * PATCH /orders/{id} (`application/vnd.enter-master-password+json`): gives the master
 * password's SHA-256 (never the text) to an order waiting at `master-password-required`.
 */
export function useEnterMasterPassword() {
  return useOrderWrite(
    ({
      orderId,
      masterPasswordHash,
      stepUp,
    }: { orderId: string; masterPasswordHash: string } & StepUpHeaders) =>
      apiClient.request(endpoints.enterMasterPassword, {
        path: { orderId },
        body: { masterPassword: masterPasswordHash },
        ...(stepUp === undefined ? {} : { headers: stepUp }),
      }),
  );
}
