import { ApiError } from '../../../shared/api-error';
import type { CreateOrderRequest } from '../../../shared/contracts/create-order';
import type { Order } from '../../../shared/contracts/orders';
import { endpoints } from '../../../shared/endpoints';
import { apiClient } from '../../../lib/api-client';

/** Outcome of an idempotent submission: the order, and whether an earlier attempt had made it. */
export interface SubmittedOrder {
  order: Order;
  /** `true` when the API already had an order with this `externalOrderId` (an earlier attempt). */
  alreadyExisted: boolean;
}

/** The API's code for a repeated `(portfolioId, externalOrderId)`. */
export const duplicateExternalOrderIdCode = 'duplicate-external-order-id';

/** Is this the API refusing a repeated `externalOrderId`? */
export function isDuplicateExternalOrderId(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    error.error === duplicateExternalOrderIdCode
  );
}

/**
 * Finds the order an earlier attempt created under `externalOrderId` in `portfolioId`.
 * Prefers the order of the requested type (an undelegation also makes a linked deposit).
 */
export async function findOrderByExternalId(
  request: Pick<CreateOrderRequest, 'externalOrderId' | 'portfolioId' | 'orderType'>,
): Promise<Order | undefined> {
  const { orders } = await apiClient.request(endpoints.listOrders, {
    query: {
      externalOrderId: request.externalOrderId,
      portfolioIds: [request.portfolioId],
      orderTypes: ['withdraw', 'deposit'],
    },
  });
  const mine = orders.filter(
    (order) =>
      order.externalOrderId === request.externalOrderId &&
      order.portfolioId === request.portfolioId,
  );
  return mine.find((order) => order.orderType === request.orderType) ?? mine[0];
}

/**
 * POST /orders, safe to repeat with the same request. The caller generates the request's
 * `externalOrderId` once per submission attempt and reuses it on every retry; when the API
 * answers 409 `duplicate-external-order-id` (an earlier attempt did create the order, e.g.
 * its response was lost), the existing order is looked up and returned with
 * `alreadyExisted: true`. Any other error is rethrown unchanged.
 */
export async function submitOrderIdempotently(
  request: CreateOrderRequest,
): Promise<SubmittedOrder> {
  try {
    const order = await apiClient.request(endpoints.createOrder, { body: request });
    return { order, alreadyExisted: false };
  } catch (error) {
    if (!isDuplicateExternalOrderId(error)) throw error;
    const existing = await findOrderByExternalId(request);
    // The API says the order exists but cannot show it: report the refusal as it came.
    if (!existing) throw error;
    return { order: existing, alreadyExisted: true };
  }
}
