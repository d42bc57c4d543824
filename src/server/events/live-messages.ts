import { mayCall, type Role } from '../../shared/access';
import type { OrderChanged, SettlementChanged } from '../../shared/contracts/live-events';
import type { StoredEvent } from './events-repository';
import { wireOrderSchema, wireSettlementSchema } from '../../shared/contracts/wire-schemas';

/** One Server-Sent Event: its name, its id (the provider's event id) and its JSON data. */
export interface LiveMessage {
  event: 'order' | 'settlement' | 'notification';
  id: string;
  data: string;
}

/**
 * What a stored event tells the browsers: an order or a settlement changed. Events of a type
 * the dashboard does not know are kept in the store and tell nobody anything.
 */
export function messageFor(event: StoredEvent): LiveMessage | undefined {
  const order = wireOrderSchema.safeParse(event.payload);
  if (order.success) {
    const data: OrderChanged = {
      eventType: event.eventType,
      orderId: order.data.orderId,
      orderType: order.data.orderType,
      status: order.data.status,
      portfolioId: order.data.portfolioId,
    };
    return { event: 'order', id: event.eventId, data: JSON.stringify(data) };
  }
  const settlement = wireSettlementSchema.safeParse(event.payload);
  if (settlement.success) {
    const data: SettlementChanged = {
      eventType: event.eventType,
      settlementId: settlement.data.settlementId,
      exchangeId: settlement.data.exchangeId,
      status: settlement.data.settlementStatus,
    };
    return { event: 'settlement', id: event.eventId, data: JSON.stringify(data) };
  }
  return undefined;
}

/** A person sees a change only if their roles may read what changed. */
export function mayReceive(roles: readonly Role[], message: LiveMessage): boolean {
  if (message.event === 'order') return mayCall(roles, 'getOrder');
  if (message.event === 'settlement') return mayCall(roles, 'getSettlement');
  return true;
}
