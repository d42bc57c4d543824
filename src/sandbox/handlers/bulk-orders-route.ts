import { randomUUID } from 'node:crypto';
import type {
  BulkOrderItem,
  WireBulkOrderResult,
  WireFailedBulkOrder,
} from '../../shared/contracts/create-order';
import { endpoints } from '../../shared/endpoints';
import { getPortfolioRecord, type PortfolioRecord } from '../db/portfolios-repository';
import { endpointRoute } from '../http/endpoint-route';
import type { SandboxIdentity } from '../identities';
import { inputFromBulkItem } from '../orders/order-input';
import { placeOrder } from '../orders/place-order';
import { accept, badRequest, type Refusal } from '../orders/refusal';
import type { OrderWriteContext } from './order-write-context';

/**
 * POST /orders/ (`application/vnd.create-orders+json`): fewer than 50 orders,
 * each placed on its own. A failed item does not stop the others and comes
 * back in its place as a full order in status `error`, with the reason. An
 * item naming a portfolio that does not exist makes the request itself wrong
 * (an order, even a failed one, belongs to a portfolio): nothing is placed.
 */
export function bulkOrdersRoute({ db, now, stepMs }: OrderWriteContext) {
  return endpointRoute(
    endpoints.createOrdersInBulk,
    'create-orders',
    async ({ body, identity }) => {
      const items: { item: BulkOrderItem; portfolio: PortfolioRecord }[] = [];
      for (const [index, item] of body.orders.entries()) {
        const portfolio = await getPortfolioRecord(db, item.portfolioId);
        if (portfolio === undefined) {
          return badRequest(`orders.${index}.portfolioId: no portfolio ${item.portfolioId}`);
        }
        items.push({ item, portfolio });
      }
      const results: WireBulkOrderResult[] = [];
      for (const { item, portfolio } of items) {
        const failed = (refusal: Refusal) => failedOrder(item, refusal, portfolio, identity, now());
        const input = inputFromBulkItem(item);
        if (!input.ok) {
          results.push(failed(input.refusal));
          continue;
        }
        const placed = await placeOrder(db, input.value, { identity, nowMs: now(), stepMs });
        if (!placed.ok) results.push(failed(placed.refusal));
        else if (placed.value[0] !== undefined) results.push(placed.value[0]);
      }
      return accept({ orders: results });
    },
  );
}

/** The item as the order it would have been, ended in `error` at once, with the reason. */
function failedOrder(
  item: BulkOrderItem,
  refusal: Refusal,
  portfolio: PortfolioRecord,
  identity: SandboxIdentity,
  nowMs: number,
): WireFailedBulkOrder {
  const now = String(nowMs);
  return {
    orderId: randomUUID(),
    externalOrderId: item.externalOrderId,
    orderType: item.orderType,
    status: 'error',
    portfolioId: item.portfolioId,
    portfolioType: portfolio.portfolio.portfolioType,
    // Some order types carry no amount; the provider's Order always has one.
    amount: item.amount ?? '0',
    baseCurrency: item.baseCurrency,
    // Stryker disable next-line ConditionalExpression: equivalent, an undefined mainCurrency is dropped from the JSON answer either way
    ...(item.mainCurrency === undefined ? {} : { mainCurrency: item.mainCurrency }),
    organizationId: portfolio.portfolio.organizationId,
    createdBy: identity.userId,
    createdAt: now,
    updatedAt: now,
    terminatedAt: now,
    ...(item.description === undefined ? {} : { extra: { description: item.description } }),
    error: refusal.error,
    message: refusal.message,
  };
}
