import { isUnreadable, type Readable } from '../../shared/contracts/readable';
import type { BulkOrderItem, CreateOrderRequest } from '../../shared/contracts/create-order';
import {
  dryRunOrderRequestSchema,
  type DryRunOrderRequest,
  type DryRunOrderResponse,
} from '../../shared/contracts/dry-run';

/**
 * The POST /dry-run-orders body for an order a wizard (or one row of a bulk) is about to create: the same order,
 * without what only a real order carries (its reference, description, the master password).
 * Undefined when the order has nothing a dry run can price.
 */
export function dryRunOf(
  request: CreateOrderRequest | BulkOrderItem,
): DryRunOrderRequest | undefined {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(dryRunOrderRequestSchema.shape)) {
    const value: unknown = Reflect.get(request, key);
    if (value !== undefined) fields[key] = value;
  }
  const parsed = dryRunOrderRequestSchema.safeParse(fields);
  return parsed.success ? parsed.data : undefined;
}

/** The fee a dry run quotes: `extra.withdrawFee`, else its estimate's `fee`. */
export function dryRunFee(data: DryRunOrderResponse | undefined): Readable<string> | undefined {
  return data?.extra?.withdrawFee ?? data?.extra?.estimatedFees?.fee;
}

/** `estimatedTime` is milliseconds as a decimal string; shown in minutes or seconds. */
export function formatEstimatedTime(ms: Readable<string> | undefined): string | undefined {
  if (ms === undefined || isUnreadable(ms) || !/^\d+$/.test(ms)) return undefined;
  const seconds = Math.round(Number(ms) / 1000);
  if (seconds < 60) return `about ${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 120 ? `about ${minutes} min` : `about ${Math.round(minutes / 60)} h`;
}
