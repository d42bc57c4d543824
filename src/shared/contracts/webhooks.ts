import { z } from 'zod';

/**
 * Event types the dashboard acts on. The provider may send others: those are stored and
 * otherwise ignored, never refused.
 */
export const orderEventTypes = [
  'withdraw-created',
  'withdraw-transaction-sent',
  'withdraw-completed',
  'withdraw-failed',
  'deposit-created',
  'deposit-transaction-received',
  'deposit-completed',
  'deposit-failed',
  'order-co-sign-required',
  'order-master-password-required',
  'order-approved',
  'order-canceled',
  'clearloop-delegation-created',
  'clearloop-delegation-completed',
  'clearloop-undelegation-created',
  'clearloop-undelegation-completed',
] as const;

export const settlementEventTypes = ['clearloop-settlement-updated'] as const;

/**
 * The provider's event names, owned here: the sandbox sends only these (its sender is typed
 * by them) and the receiver reads an event by them. The provider's OpenAPI types `event` as
 * a plain string and lists no names, so this list follows the API's documentation.
 */
export type OrderEventType = (typeof orderEventTypes)[number];
export type SettlementEventType = (typeof settlementEventTypes)[number];
export type ProviderEventType = OrderEventType | SettlementEventType;

/**
 * Events this dashboard publishes itself on its live bus, after its own writes succeed (the
 * provider has no webhook for a co-signature that leaves an order waiting for others), keyed
 * by the write that makes them.
 */
export const dashboardEventTypes = {
  coSignOrder: 'dashboard-order-co-signed',
  enterMasterPassword: 'dashboard-master-password-entered',
  cancelOrder: 'dashboard-order-canceled',
} as const;

/** A provider webhook (the OpenAPI's `WebhookEvent`). */
export const webhookEventSchema = z.looseObject({
  eventId: z.string().min(1).max(200),
  event: z.string().min(1).max(200),
  subscriptionId: z.string().min(1).max(200),
  payload: z.looseObject({}),
});
export type WebhookEvent = z.infer<typeof webhookEventSchema>;

function isOneOf<T extends string>(names: readonly T[], name: string): name is T {
  return names.some((known) => known === name);
}

/**
 * What an event of this name is about: an order (the provider's order events and the
 * dashboard's own), a settlement, or, for a name the dashboard does not know, nothing.
 */
export function webhookEventSubject(name: string): 'order' | 'settlement' | undefined {
  if (isOneOf(orderEventTypes, name) || isOneOf(Object.values(dashboardEventTypes), name)) {
    return 'order';
  }
  return isOneOf(settlementEventTypes, name) ? 'settlement' : undefined;
}
