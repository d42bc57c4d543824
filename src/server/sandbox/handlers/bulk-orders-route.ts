import { Hono } from 'hono';
import { contentTypes } from '../../../shared/endpoint';
import {
  bulkCreateOrdersRequestSchema,
  type BulkOrderItem,
  type BulkOrderResult,
  type FailedBulkOrder,
} from '../../../shared/contracts/create-order';
import { parseJsonBody } from '../http/parse-request';
import type { SandboxVariables } from '../http/verify-signature';
import { inputFromBulkItem } from '../orders/order-input';
import { placeOrder } from '../orders/place-order';
import type { Refusal } from '../orders/refusal';
import type { OrderWriteContext } from './order-write-context';

/**
 * POST /orders/ (`application/vnd.create-orders+json`): fewer than 50 orders,
 * each placed on its own. A failed item does not stop the others and comes
 * back in its place with the reason.
 */
export function bulkOrdersRoute({ db, now, stepMs }: OrderWriteContext) {
  const app = new Hono<{ Variables: SandboxVariables }>();
  app.post('/orders/', async (c) => {
    const body = await parseJsonBody(c, bulkCreateOrdersRequestSchema, contentTypes.createOrders);
    if (!body.ok) return body.response;
    const identity = c.get('identity');
    const results: BulkOrderResult[] = [];
    for (const item of body.data.orders) {
      const input = inputFromBulkItem(item);
      if (!input.ok) {
        results.push(failedItem(item, input.refusal));
        continue;
      }
      const placed = await placeOrder(db, input.value, { identity, nowMs: now(), stepMs });
      if (!placed.ok) results.push(failedItem(item, placed.refusal));
      else if (placed.value[0] !== undefined) results.push(placed.value[0]);
    }
    return c.json({ orders: results });
  });
  return app;
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
