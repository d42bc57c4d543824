import { apiClient } from '../../../lib/api-client';
import { describeError } from '../../../lib/describe-error';
import { ApiError } from '../../../shared/api-error';
import {
  duplicateExternalOrderIdCode,
  findOrderByExternalId,
} from '../../order-writing/api/submit-order';
import {
  isFailedBulkOrder,
  maxBulkOrders,
  type BulkOrderItem,
  type BulkOrderResult,
} from '../../../shared/contracts/create-order';
import type { Order } from '../../../shared/contracts/orders';
import { endpoints } from '../../../shared/endpoints';

/** What happened to one row. */
export type RowOutcome =
  | { kind: 'sending' }
  | { kind: 'created'; order: Order; alreadyExisted: boolean }
  | { kind: 'failed'; title: string; detail: string; code?: string };

export interface BulkProgress {
  callsDone: number;
  callsTotal: number;
}

/** Splits items into calls the API accepts: fewer than 50 orders each. */
export function chunkItems<T>(items: readonly T[], size = maxBulkOrders): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}

/**
 * The outcome of one returned entry. A repeated `externalOrderId` means an earlier attempt
 * (e.g. one whose response was lost) created the order: it is looked up and shown as created.
 */
async function outcomeOf(
  item: BulkOrderItem,
  entry: BulkOrderResult | undefined,
): Promise<RowOutcome> {
  if (entry === undefined) {
    return {
      kind: 'failed',
      title: 'No answer for this row',
      detail:
        'The API did not report on this order. Retrying is safe: its external order id is kept.',
    };
  }
  if (!isFailedBulkOrder(entry)) return { kind: 'created', order: entry, alreadyExisted: false };
  if (entry.error === duplicateExternalOrderIdCode) {
    const existing = await findOrderByExternalId({ ...item, orderType: 'withdraw' });
    if (existing) return { kind: 'created', order: existing, alreadyExisted: true };
  }
  return {
    kind: 'failed',
    title: 'Refused by the API',
    detail: `${entry.message} (${entry.error})`,
    code: entry.error,
  };
}

/**
 * Sends items in calls of at most 49, one call after another, reporting each row's outcome
 * as its call returns. A call that fails as a whole (network, 429, 5xx) fails its rows
 * only; the others still go. Each item keeps its `externalOrderId`, so a retry cannot
 * create an order twice.
 */
export async function sendInBulk(
  items: readonly BulkOrderItem[],
  report: (outcomes: ReadonlyMap<string, RowOutcome>, progress: BulkProgress) => void,
): Promise<void> {
  const chunks = chunkItems(items);
  for (const [index, chunk] of chunks.entries()) {
    const outcomes = new Map<string, RowOutcome>();
    try {
      const response = await apiClient.request(endpoints.createOrdersInBulk, {
        body: { orders: chunk },
      });
      const byId = new Map(response.orders.map((entry) => [entry.externalOrderId, entry]));
      for (const item of chunk) {
        const entry = byId.get(item.externalOrderId);
        outcomes.set(item.externalOrderId, await outcomeOf(item, entry).catch(lookupFailed));
      }
    } catch (error) {
      const { title, detail } = describeError(error);
      const rateLimited = error instanceof ApiError && error.status === 429;
      // After a rate limit, sending the rest now would only be refused too: stop and let
      // the operator retry them later.
      const affected = rateLimited ? chunks.slice(index).flat() : chunk;
      for (const item of affected) {
        outcomes.set(item.externalOrderId, {
          kind: 'failed',
          title,
          detail: rateLimited
            ? `${detail} Not sent; retry in a moment.`
            : `${detail} Whether this call created orders is unknown until it is retried; retrying cannot duplicate them.`,
        });
      }
      if (rateLimited) {
        report(outcomes, { callsDone: index + 1, callsTotal: chunks.length });
        return;
      }
    }
    report(outcomes, { callsDone: index + 1, callsTotal: chunks.length });
  }
}

function lookupFailed(error: unknown): RowOutcome {
  const { title, detail } = describeError(error);
  return { kind: 'failed', title, detail };
}
