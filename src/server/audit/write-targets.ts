import type { MatchedOperation } from '../../shared/access';
import type { AuditAction } from '../../shared/audit';
import type { Order } from '../../shared/contracts/orders';
import { readOrUndefined } from '../../shared/contracts/readable';

/** What a write is about, as the audit log names it: never a password, hash or secret. */
export interface WriteTarget {
  orderId?: string | undefined;
  externalOrderId?: string | undefined;
  portfolioId?: string | undefined;
  currency?: string | undefined;
  amount?: string | undefined;
  destination?: string | undefined;
}

/** The audit action of each write the dashboard forwards. */
export const writeActions: Partial<Record<MatchedOperation['name'], AuditAction>> = {
  createOrder: 'order.create',
  createOrdersInBulk: 'order.bulk-item',
  dryRunOrder: 'order.dry-run',
  coSignOrder: 'order.co-sign',
  cancelOrder: 'order.cancel',
  enterMasterPassword: 'order.master-password',
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function field(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null ? Reflect.get(source, name) : undefined;
}

/** The target of one order body: only the fields that say what moves where. */
export function orderTarget(body: unknown): WriteTarget {
  return {
    externalOrderId: text(field(body, 'externalOrderId')),
    portfolioId: text(field(body, 'portfolioId')),
    currency: text(field(body, 'baseCurrency')),
    amount: text(field(body, 'amount')),
    destination:
      text(field(body, 'toCryptoAddressId')) ??
      text(field(body, 'toPortfolioId')) ??
      text(field(body, 'toAddress')),
  };
}

/**
 * What the provider says an order moves, for a write that names only the order (an approval,
 * a cancellation): the same fields a create records from its body. A value the provider sent
 * in a form that cannot be read is left off rather than guessed.
 */
export function orderFacts(order: Order): WriteTarget {
  const extra = order.extra ?? {};
  const amount = readOrUndefined(order.amount);
  return {
    orderId: order.orderId,
    externalOrderId: order.externalOrderId,
    portfolioId: order.portfolioId,
    currency: readOrUndefined(order.baseCurrency),
    amount,
    destination: extra.toCryptoAddressId ?? extra.toPortfolioId ?? extra.toAddress,
  };
}

function parsedJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * An order id from the path, decoded. Malformed percent-encoding is refused before any route
 * runs; should one get here all the same, it is recorded as it came rather than fail the record.
 */
export function orderIdFromPath(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The targets of a write: one per order (a bulk names each item), or the order a PATCH
 * acts on. A body that is not JSON still gets one record, with what the path says.
 */
export function writeTargets(operation: MatchedOperation, rawBody: string): WriteTarget[] {
  const body = parsedJson(rawBody);
  if (operation.name === 'createOrdersInBulk') {
    const items = field(body, 'orders');
    return Array.isArray(items) && items.length > 0 ? items.map(orderTarget) : [{}];
  }
  const orderId = operation.params.orderId;
  if (orderId !== undefined) return [{ orderId: orderIdFromPath(orderId) }];
  return [orderTarget(body)];
}

/**
 * What the record says besides its targets: a cancellation's reason, which the provider's
 * order has no field for, so that who cancelled and why stay on the record together.
 */
export function writeDetail(operation: MatchedOperation, rawBody: string): string | undefined {
  if (operation.name !== 'cancelOrder') return undefined;
  const reason = text(field(parsedJson(rawBody), 'reason'))?.trim();
  return reason === undefined || reason === '' ? undefined : `Reason: ${reason}`;
}

/** What the API answered about each target: the order it made, or why it refused. */
export function answerFor(
  operation: MatchedOperation,
  target: WriteTarget,
  status: number,
  body: unknown,
): { outcome: 'succeeded' | 'refused' | 'failed'; orderId?: string; errorCode?: string } {
  if (status >= 500) return { outcome: 'failed', errorCode: text(field(body, 'error')) };
  if (status >= 400) return { outcome: 'refused', errorCode: text(field(body, 'error')) };
  if (operation.name === 'createOrdersInBulk') {
    const orders = field(body, 'orders');
    const entry: unknown = Array.isArray(orders)
      ? (orders as unknown[]).find(
          (order) => field(order, 'externalOrderId') === target.externalOrderId,
        )
      : undefined;
    const error = text(field(entry, 'error'));
    if (entry === undefined) return { outcome: 'failed', errorCode: 'missing-from-answer' };
    return error === undefined
      ? { outcome: 'succeeded', orderId: text(field(entry, 'orderId')) }
      : { outcome: 'refused', errorCode: error };
  }
  return { outcome: 'succeeded', orderId: text(field(body, 'orderId')) };
}
