import { mayCall, mayUseDashboard, type Role } from '../../shared/access';
import type { OrderChanged, SettlementChanged } from '../../shared/contracts/live-events';
import type { StoredEvent } from './events-repository';
import { wireOrderSchema, wireSettlementSchema } from '../../shared/contracts/wire-schemas';
import { webhookEventSubject } from '../../shared/contracts/webhooks';

/**
 * One Server-Sent Event: its name, its id (the provider's event id) and its JSON data. A risk
 * alert carries no id: it is no event of the store's, and would leave a browser resuming
 * from an id the store does not know.
 */
export interface LiveMessage {
  event:
    'order' | 'settlement' | 'notification' | 'risk-alert' | 'account' | 'admin' | 'organization';
  id?: string;
  data: string;
}

/**
 * What a stored event tells the browsers: an order or a settlement changed. Events of a type
 * the dashboard does not know are kept in the store and tell nobody anything.
 */
export function messageFor(event: StoredEvent): LiveMessage | undefined {
  const subject = webhookEventSubject(event.eventType);
  const order = subject === 'order' ? wireOrderSchema.safeParse(event.payload) : undefined;
  if (order?.success) {
    const data: OrderChanged = {
      eventType: event.eventType,
      orderId: order.data.orderId,
      orderType: order.data.orderType,
      status: order.data.status,
      portfolioId: order.data.portfolioId,
    };
    return { event: 'order', id: event.eventId, data: JSON.stringify(data) };
  }
  const settlement =
    subject === 'settlement' ? wireSettlementSchema.safeParse(event.payload) : undefined;
  if (settlement?.success) {
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
  if (message.event === 'risk-alert') return mayUseDashboard(roles, 'listRiskAlerts');
  if (message.event === 'admin') return mayUseDashboard(roles, 'listPeople');
  return true;
}
