import type { Signer } from './choose-signer';
import type { PlatformTarget } from './forward-request';
import type { ProxyCall } from './proxy-call';
import type { OrderRead } from './proxy-ports';
import { readOrder } from './read-order';

/** The one order a write acts on, and the provider's own view of it. */
export interface CalledOrder {
  orderId: string;
  /** Read at most once per request, however many steps ask, under the writer's own key. */
  read: () => Promise<OrderRead>;
}

function decoded(param: string): string {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
}

/**
 * A write to one order (an approval, a cancellation, a master password) under a person's own
 * key: the passkey check binds what the provider says the order is, and the record names what
 * it moves. Other calls have no order of their own to read.
 */
export function calledOrder(
  call: ProxyCall,
  signer: Signer,
  target: PlatformTarget,
): CalledOrder | undefined {
  const param = call.operation.params.orderId;
  if (call.isRead || param === undefined || signer.kind !== 'own-key') return undefined;
  const orderId = decoded(param);
  let answer: Promise<OrderRead> | undefined;
  return {
    orderId,
    read: () => (answer ??= readOrder(target, signer.credentials, orderId)),
  };
}
