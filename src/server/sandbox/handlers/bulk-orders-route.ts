import type {
  BulkOrderItem,
  BulkOrderResult,
  FailedBulkOrder,
} from '../../../shared/contracts/create-order';
import { endpoints } from '../../../shared/endpoints';
import { endpointRoute } from '../http/endpoint-route';
import { inputFromBulkItem } from '../orders/order-input';
import { placeOrder } from '../orders/place-order';
import { accept, type Refusal } from '../orders/refusal';
import type { OrderWriteContext } from './order-write-context';

/**
 * POST /orders/ (`application/vnd.create-orders+json`): fewer than 50 orders,
 * each placed on its own. A failed item does not stop the others and comes
 * back in its place with the reason.
 */
export function bulkOrdersRoute({ db, now, stepMs }: OrderWriteContext) {
  return endpointRoute(
    endpoints.createOrdersInBulk,
    'create-orders',
    async ({ body, identity }) => {
      const results: BulkOrderResult[] = [];
      for (const item of body.orders) {
        const input = inputFromBulkItem(item);
        if (!input.ok) {
          results.push(failedItem(item, input.refusal));
          continue;
        }
        const placed = await placeOrder(db, input.value, { identity, nowMs: now(), stepMs });
        if (!placed.ok) results.push(failedItem(item, placed.refusal));
        else if (placed.value[0] !== undefined) results.push(placed.value[0]);
      }
      return accept({ orders: results });
    },
  );
}

function failedItem(item: BulkOrderItem, refusal: Refusal): FailedBulkOrder {
  return {
    externalOrderId: item.externalOrderId,
    portfolioId: item.portfolioId,
    orderType: item.orderType,
    baseCurrency: item.baseCurrency,
    ...(item.mainCurrency === undefined ? {} : { mainCurrency: item.mainCurrency }),
    ...(item.amount === undefined ? {} : { amount: item.amount }),
    status: 'error',
    error: refusal.error,
    message: refusal.message,
  };
}
